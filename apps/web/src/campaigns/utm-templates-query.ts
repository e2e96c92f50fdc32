// The team's UTM templates, and the parameters' names as people read them.
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../app/api.ts";

export const UTM_FIELDS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

export const UTM_LABELS: Record<UtmField, string> = {
  source: "Source (utm_source)",
  medium: "Medium (utm_medium)",
  campaign: "Campaign (utm_campaign)",
  term: "Term (utm_term)",
  content: "Content (utm_content)",
};

export const utmTemplatesQuery = queryOptions({
  queryKey: ["utm-templates"],
  queryFn: () => unwrap(api.GET("/api/v1/utm-templates")),
});
