export interface SystemTool {
  /** The program, looked up on PATH. */
  command: string;
  /** The Debian package that has it. */
  apt: string;
  /** What it is, for messages. */
  what: string;
}
export declare const ZBAR: SystemTool;
export declare const PYTHON: SystemTool;
export declare const RSVG: SystemTool;
export declare const POPPLER: SystemTool;
export declare const GHOSTSCRIPT: SystemTool;
export declare const IMAGEMAGICK: SystemTool;
export declare const WRK: SystemTool;
export declare const CHROMIUM: SystemTool;
/** Installs the tools missing from PATH (apt, as root), or throws naming them. Each is checked once a process. */
export declare function ensureSystemTools(tools: SystemTool[]): void;
