// Whether this app runs on the local stack (`npm run dev` or a test's), and what a person there needs first: who
// owns the dev team and how to run the command line from the checkout. Read from /dev/stack.json, which only a
// local stack serves (it is no part of the API, hence a plain fetch); anywhere else the answer is null.
import { queryOptions } from "@tanstack/react-query";

export interface LocalStack {
  dev_user: string | null;
  dev_user_file: string;
  dev_api_key_file: string;
  command_line: string;
}

export const localStackQuery = queryOptions({
  queryKey: ["local-stack"],
  queryFn: async (): Promise<LocalStack | null> => {
    const answer = await fetch("/dev/stack.json", { headers: { Accept: "application/json" } });
    return answer.ok ? ((await answer.json()) as LocalStack) : null;
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
