// How far a printed code scans from, and how large to print it for a distance: a phone's camera must see each
// module across enough of its pixels, so a module must be at least 1/350 of the distance (about 5 camera pixels
// per module for a 1080p frame at a 65° field of view). Widths count the quiet zone (`modulesAcross` does too).
// The designer's print guide and the printed-code check give the same figures from here.

/** Distance ÷ module size a phone still resolves (see above). */
export const DISTANCE_PER_MODULE = 350;

export function scanDistanceCm(widthCm: number, modulesAcross: number): number {
  return (widthCm / modulesAcross) * DISTANCE_PER_MODULE;
}

export function smallestWidthCm(distanceCm: number, modulesAcross: number): number {
  return (distanceCm / DISTANCE_PER_MODULE) * modulesAcross;
}
