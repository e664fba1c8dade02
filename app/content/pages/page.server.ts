/**
 * The loader of a page made of sections. A route module calls it with its own
 * configuration (title code, endpoints); the page gets its language, its title,
 * one Section per endpoint (each loaded in parallel, each failing alone) and
 * its meta.
 */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import type { Endpoint, ParamsOf, ResultOf } from "../contract";
import type { Section } from "../section";
import { section } from "../sections.server";
import { requireLang } from "~/utils/lang.server";
import { pageMeta } from "./meta.server";
import { pageTitle, type PageTitle } from "./title.server";

/** Endpoints a page can load without parameters. */
export type PageEndpoint = { [E in Endpoint]: ParamsOf<E> extends undefined ? E : never }[Endpoint];
/** Endpoints whose result has the given shape. */
export type EndpointOf<T> = { [E in PageEndpoint]: ResultOf<E> extends T ? E : never }[PageEndpoint];

export type Sections<S extends Record<string, PageEndpoint>> = { [K in keyof S]: Section<ResultOf<S[K]>> };

type Described = { descriptionEn: string; descriptionAr: string; image?: string | null };

export type { PageTitle };

export interface PageConfig<S extends Record<string, PageEndpoint>> {
  title: PageTitle;
  sections: S;
  /** The section whose text describes the page in its meta tags; by default `head`. Its image is the share image unless `head` has one. */
  describedBy?: keyof S;
}

export async function loadSections<S extends Record<string, PageEndpoint>>(context: AppLoadContext, endpoints: S): Promise<Sections<S>> {
  const names = Object.keys(endpoints);
  const loaded = await Promise.all(names.map((name) => section(context.content.get(endpoints[name]))));
  return Object.fromEntries(names.map((name, i) => [name, loaded[i]])) as Sections<S>;
}

export async function loadPage<const S extends Record<string, PageEndpoint>>(
  { request, params, context }: LoaderFunctionArgs,
  config: PageConfig<S>,
) {
  const lang = requireLang(request, params);
  const [title, sections] = await Promise.all([pageTitle(context, lang, ...config.title), loadSections(context, config.sections)]);
  const described = describedData(sections, config.describedBy ?? "head");
  const head = describedData(sections, "head");
  const meta = pageMeta(context, lang, {
    title,
    text: described ? (lang === "ar" ? described.descriptionAr : described.descriptionEn) : null,
    image: head?.image ?? described?.image,
  });
  return { lang, title, ...sections, meta };
}

/** A section's data when it loaded and carries a description (head sections, text sections, institutions). */
function describedData(sections: Record<PropertyKey, Section<unknown>>, key: PropertyKey): Described | null {
  const data = sections[key]?.data;
  return typeof data === "object" && data !== null && "descriptionEn" in data && "descriptionAr" in data ? (data as Described) : null;
}
