/** For tests of page loaders: a loader's arguments whose content source answers from a table (an Error is thrown). */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";

export function loaderArgs(answers: Record<string, unknown>, lang = "en"): LoaderFunctionArgs {
  const get = async (endpoint: string) => {
    const answer = answers[endpoint];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const context = { content: { get }, config: { siteUrl: "https://manar.example" } } as unknown as AppLoadContext;
  return { request: new Request(`https://manar.example/${lang}/about/awards`), params: { lang }, context };
}
