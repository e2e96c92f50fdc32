// A code as the pages of its frame (code-frame.tsx) read it: its type, its query, and the code the frame loaded.
import { useQuery } from "@tanstack/react-query";
import { useOutletContext } from "react-router";
import type { components } from "../app/api-client.ts";
import { codeQuery, foldersQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";

export type QrCode = components["schemas"]["QrCode"];

export function useCodeQuery(id: string) {
  return useQuery(codeQuery(id));
}

/** The code the frame loaded, for its pages. */
export function useCode(): QrCode {
  return useOutletContext<QrCode>();
}

/**
 * Whether the person may change this code: their role allows changing codes, and their access to the code's folder
 * is `editor` or `owner` (a viewer of the folder sees the code, as the API answers, but changes nothing).
 */
export function useMayChange(code: Pick<QrCode, "folder_id">): boolean {
  const may = useMay();
  const folders = useQuery(foldersQuery);
  if (!may("qr:write")) return false;
  if (!code.folder_id) return true;
  const access = folders.data?.data.find((folder) => folder.id === code.folder_id)?.access;
  return access === "editor" || access === "owner";
}
