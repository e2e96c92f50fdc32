// A code as the pages of its frame (code-frame.tsx) read it: its type, its query, and the code the frame loaded.
import { useQuery } from "@tanstack/react-query";
import { useOutletContext } from "react-router";
import type { components } from "../app/api-client.ts";
import { codeQuery } from "../app/queries.ts";

export type QrCode = components["schemas"]["QrCode"];

export function useCodeQuery(id: string) {
  return useQuery(codeQuery(id));
}

/** The code the frame loaded, for its pages. */
export function useCode(): QrCode {
  return useOutletContext<QrCode>();
}
