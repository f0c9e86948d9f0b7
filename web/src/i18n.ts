// The viewer's five languages, with Project Fluent (@fluent/bundle): the
// messages are in src/locales/*.ftl, bundled into app.js as text. The page
// follows the browser's languages (navigator.languages) unless the reader
// picked one with the switch (kept in localStorage) or the address says
// `?lang=xx`. A message missing from a language falls back to English, and
// is counted (window.__mg.missing(), checked by the browser tests).

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import en from "./locales/en.ftl";
import fr from "./locales/fr.ftl";
import nl from "./locales/nl.ftl";
import pl from "./locales/pl.ftl";
import uk from "./locales/uk.ftl";
import { h, s } from "./dom.js";

export const LOCALES = ["en", "fr", "nl", "uk", "pl"] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  nl: "Nederlands",
  uk: "Українська",
  pl: "Polski",
};

const SOURCES: Record<Locale, string> = { en, fr, nl, uk, pl };
const STORAGE_KEY = "mountain-goats.lang";

function bundleFor(locale: Locale): FluentBundle {
  // No bidi isolation marks around names and numbers: all five languages are
  // written left to right, and the marks would get in the way of copying text.
  const bundle = new FluentBundle(locale, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(SOURCES[locale]));
  for (const e of errors) console.warn(`l10n ${locale}: ${e.message}`);
  return bundle;
}

const bundles = new Map<Locale, FluentBundle>();
function bundle(locale: Locale): FluentBundle {
  let b = bundles.get(locale);
  if (!b) {
    b = bundleFor(locale);
    bundles.set(locale, b);
  }
  return b;
}

/** Messages asked for that the current language lacks (and English too, if it does). */
export const missing = new Set<string>();

function isLocale(tag: string | null | undefined): tag is Locale {
  return !!tag && (LOCALES as readonly string[]).includes(tag);
}

/** The first of `wanted` (BCP 47 tags, best first) that the viewer speaks, by language; English otherwise. */
export function negotiate(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return "en";
}

function initialLocale(): Locale {
  const fromAddress = new URLSearchParams(location.search).get("lang");
  if (isLocale(fromAddress)) return fromAddress;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage may be off (private modes): follow the browser.
  }
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  return negotiate(wanted);
}

let current: Locale = "en";
const listeners: (() => void)[] = [];

export function locale(): Locale {
  return current;
}

export function setLocale(next: Locale, remember = false): void {
  current = next;
  document.documentElement.lang = next;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not kept: the choice lasts as long as the page.
    }
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Called after every change of language (the page re-renders its words),
 * until `signal` aborts: the lobby, the ladder and an account's page share
 * one document, and a page left by its address's `#` must stop listening.
 */
export function onLocaleChange(listener: () => void, signal?: AbortSignal): void {
  if (signal?.aborted) return;
  listeners.push(listener);
  signal?.addEventListener("abort", () => {
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  });
}

export function initLocale(): void {
  setLocale(initialLocale());
}

export type Args = Record<string, FluentVariable>;

function format(id: string, args: Args | undefined, attribute?: string): string {
  for (const loc of current === "en" ? (["en"] as const) : ([current, "en"] as const)) {
    const message = bundle(loc).getMessage(id);
    const pattern = attribute ? message?.attributes[attribute] : message?.value;
    if (pattern) {
      if (loc !== current) missing.add(`${current}:${id}${attribute ? `.${attribute}` : ""}`);
      const errors: Error[] = [];
      const text = bundle(loc).formatPattern(pattern, args, errors);
      for (const e of errors) missing.add(`${loc}:${id}: ${e.message}`);
      return text;
    }
  }
  missing.add(`en:${id}${attribute ? `.${attribute}` : ""}`);
  return id;
}

/** A message in the current language. */
export function t(id: string, args?: Args): string {
  return format(id, args);
}

/** An attribute of a message (`.title`, `.aria-label`) in the current language. */
export function ta(id: string, attribute: string, args?: Args): string {
  return format(id, args, attribute);
}

/** A list of names joined as the language does ("Ada, Bo and Cy"), as parts: names and the words between them. */
export function listParts(items: readonly string[]): { text: string; item: boolean }[] {
  const format = new Intl.ListFormat(current, { style: "long", type: "conjunction" });
  return format.formatToParts(items).map((p) => ({ text: p.value, item: p.type === "element" }));
}

export function list(items: readonly string[]): string {
  return new Intl.ListFormat(current, { style: "long", type: "conjunction" }).format(items);
}

/** The language switch: a select that re-renders the page in place. */
export function languageSwitch(signal?: AbortSignal): HTMLElement {
  const select = h(
    "select",
    { id: "language", class: "language-select", "aria-label": t("language-label") },
    LOCALES.map((l) => h("option", { value: l, lang: l, selected: l === current }, LOCALE_NAMES[l])),
  );
  select.addEventListener("change", () => {
    if (isLocale(select.value)) setLocale(select.value, true);
  });
  onLocaleChange(() => {
    select.value = current;
    select.setAttribute("aria-label", t("language-label"));
  }, signal);
  // A globe, drawn (not an emoji: not every system has a font for it).
  const globe = s(
    "svg",
    { class: "language-icon", width: 18, height: 18, viewBox: "0 0 20 20", "aria-hidden": "true", focusable: "false" },
    s("circle", { cx: 10, cy: 10, r: 8.5 }),
    s("ellipse", { cx: 10, cy: 10, rx: 3.8, ry: 8.5 }),
    s("path", { d: "M1.5 10h17M3 5.5h14M3 14.5h14" }),
  );
  return h("span", { class: "language" }, globe, select);
}
