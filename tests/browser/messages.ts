// The viewer's messages in its five languages (web/src/locales/*.ftl), checked
// without a browser:
//
//   node .build/messages.mjs        (tests/browser/run.sh runs it first)
//
// - every file parses (no junk);
// - every language has exactly the messages and attributes of English, with
//   the same variables;
// - every message the page's code names (t("…"), ta("…", …)) is in English;
// - where a message chooses by a number, every plural category the language
//   has for whole numbers is a variant (Ukrainian and Polish: one, few, many);
// - every message formats without error, and a few plural forms come out as
//   the grammar wants.

import { FluentBundle, FluentResource } from "@fluent/bundle";
import { FluentParser, Junk, Message, SelectExpression, VariableReference, Visitor, type Resource } from "@fluent/syntax";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const web = join(here, "..", "..", "..", "web");
const LOCALES = ["en", "fr", "nl", "uk", "pl"];

let passed = 0;
let failed = 0;
function check(ok: boolean, what: string, detail = ""): void {
  if (ok) {
    passed++;
    console.log(`ok - ${what}`);
  } else {
    failed++;
    console.log(`not ok - ${what}${detail ? `: ${detail}` : ""}`);
  }
}

/** Per message: its attributes, its variables, and the variant keys of each select on a variable. */
interface Shape {
  attributes: string[];
  variables: Set<string>;
  selects: { variable: string; keys: string[] }[];
}

class ShapeOf extends Visitor {
  variables = new Set<string>();
  selects: { variable: string; keys: string[] }[] = [];
  visitVariableReference(node: VariableReference): void {
    this.variables.add(node.id.name);
  }
  visitSelectExpression(node: SelectExpression): void {
    if (node.selector instanceof VariableReference) {
      this.selects.push({
        variable: node.selector.id.name,
        keys: node.variants.map((v): string => ("name" in v.key ? String(v.key.name) : String(v.key.value))),
      });
    }
    this.genericVisit(node);
  }
}

function shapes(resource: Resource): Map<string, Shape> {
  const out = new Map<string, Shape>();
  for (const entry of resource.body) {
    if (!(entry instanceof Message)) continue;
    const visitor = new ShapeOf();
    visitor.visit(entry);
    out.set(entry.id.name, {
      attributes: entry.attributes.map((a) => a.id.name).sort(),
      variables: visitor.variables,
      selects: visitor.selects,
    });
  }
  return out;
}

/** The plural categories whole numbers take in a language (French "many" is only for millions). */
function integerCategories(locale: string): Set<string> {
  const rules = new Intl.PluralRules(locale);
  const seen = new Set<string>();
  for (let n = 0; n <= 1000; n++) seen.add(rules.select(n));
  return seen;
}

async function main(): Promise<void> {
  const sources = new Map<string, string>();
  const parsed = new Map<string, Map<string, Shape>>();
  const parser = new FluentParser({ withSpans: false });
  for (const locale of LOCALES) {
    const text = await readFile(join(web, "src", "locales", `${locale}.ftl`), "utf8");
    sources.set(locale, text);
    const resource = parser.parse(text);
    const junk = resource.body.filter((e): e is Junk => e instanceof Junk);
    check(junk.length === 0, `${locale}.ftl parses`, junk.map((j) => j.content.slice(0, 80)).join(" | "));
    parsed.set(locale, shapes(resource));
  }
  const en = parsed.get("en") ?? new Map<string, Shape>();
  check(en.size > 100, `English has the viewer's messages (${en.size})`);

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const mine = parsed.get(locale) ?? new Map<string, Shape>();
    const absent = [...en.keys()].filter((id) => !mine.has(id));
    const extra = [...mine.keys()].filter((id) => !en.has(id));
    check(absent.length === 0 && extra.length === 0, `${locale}: the same messages as English`, `missing ${absent.join(", ")}; extra ${extra.join(", ")}`);
    const attrs: string[] = [];
    const vars: string[] = [];
    for (const [id, shape] of mine) {
      const ref = en.get(id);
      if (!ref) continue;
      if (shape.attributes.join() !== ref.attributes.join()) attrs.push(`${id} (${shape.attributes} vs ${ref.attributes})`);
      const a = [...shape.variables].sort().join();
      const b = [...ref.variables].sort().join();
      if (a !== b) vars.push(`${id} ($${a} vs $${b})`);
    }
    check(attrs.length === 0, `${locale}: the same attributes as English`, attrs.join("; "));
    check(vars.length === 0, `${locale}: the same variables as English`, vars.join("; "));
  }

  // Plural variants: every category the language gives a whole number.
  const PLURAL_KEYS = new Set(["zero", "one", "two", "few", "many", "other"]);
  for (const locale of LOCALES) {
    const categories = integerCategories(locale);
    const short: string[] = [];
    let plural = 0;
    for (const [id, shape] of parsed.get(locale) ?? []) {
      for (const select of shape.selects) {
        if (!select.keys.some((k) => PLURAL_KEYS.has(k))) continue;
        plural++;
        const lacking = [...categories].filter((c) => !select.keys.includes(c));
        if (lacking.length) short.push(`${id} ($${select.variable} lacks ${lacking.join(", ")})`);
      }
    }
    check(plural >= 5 && short.length === 0, `${locale}: ${plural} plural choices, each with ${[...categories].join(", ")}`, short.join("; "));
  }

  // Every message the page's code names by a literal exists in English.
  const used = new Set<string>();
  for (const file of await readdir(join(web, "src"))) {
    if (!file.endsWith(".ts")) continue;
    const code = await readFile(join(web, "src", file), "utf8");
    for (const m of code.matchAll(/\bta?\(\s*"([a-z0-9-]+)"/g)) used.add(m[1]);
  }
  const unknown = [...used].filter((id) => !en.has(id));
  check(used.size > 50 && unknown.length === 0, `every message the code names is in English (${used.size})`, unknown.join(", "));
  for (let seat = 0; seat < 5; seat++) check(en.has(`seat-look-${seat}`), `seat-look-${seat} (named by seat) is there`);

  // Every message formats, in every language, with numbers of every plural form.
  const bundles = new Map<string, FluentBundle>();
  for (const locale of LOCALES) {
    const bundle = new FluentBundle(locale, { useIsolating: false });
    const errors = bundle.addResource(new FluentResource(sources.get(locale) ?? ""));
    check(errors.length === 0, `${locale}: the bundle takes the file`, errors.map((e) => e.message).join("; "));
    bundles.set(locale, bundle);
    const problems: string[] = [];
    for (const n of [0, 1, 2, 5, 22, 101]) {
      for (const [id, shape] of en) {
        const args = Object.fromEntries([...shape.variables].map((v) => [v, n]));
        const message = bundle.getMessage(id);
        for (const pattern of [message?.value, ...Object.values(message?.attributes ?? {})]) {
          if (!pattern) continue;
          const errs: Error[] = [];
          const text = bundle.formatPattern(pattern, args, errs);
          if (errs.length || !text.trim()) problems.push(`${id}(${n}): ${errs.map((e) => e.message).join(", ") || "empty"}`);
        }
      }
    }
    check(problems.length === 0, `${locale}: every message formats`, problems.slice(0, 5).join("; "));
  }
  const say = (locale: string, id: string, args: Record<string, number>) => {
    const bundle = bundles.get(locale);
    const message = bundle?.getMessage(id);
    return message?.value && bundle ? bundle.formatPattern(message.value, args) : "";
  };
  const expectations: [string, string, Record<string, number>, string][] = [
    ["fr", "dice-fair-count", { contributed: 1, taken: 2 }, "dés équitables\u00a0: graine du serveur + apports de 1 joueur sur 2"],
    ["fr", "dice-fair-count", { contributed: 2, taken: 2 }, "dés équitables\u00a0: graine du serveur + apports de 2 joueurs sur 2"],
    ["uk", "options-players", { count: 1 }, "1 гравець"],
    ["uk", "options-players", { count: 3 }, "3 гравці"],
    ["uk", "options-players", { count: 5 }, "5 гравців"],
    ["uk", "options-players", { count: 21 }, "21 гравець"],
    ["uk", "player-big-goats", { count: 2 }, "2 кози на Великій горі"],
    ["uk", "player-big-goats", { count: 11 }, "11 кіз на Великій горі"],
    ["pl", "player-big-goats", { count: 1 }, "1 koza na Wielkiej Górze"],
    ["pl", "player-big-goats", { count: 4 }, "4 kozy na Wielkiej Górze"],
    ["pl", "player-big-goats", { count: 5 }, "5 kóz na Wielkiej Górze"],
    ["pl", "player-big-goats", { count: 22 }, "22 kozy na Wielkiej Górze"],
    ["pl", "tokens-left", { count: 12 }, "zostało 12 Żetonów Punktowych"],
    ["fr", "tokens-left", { count: 1 }, "1 jeton Points restant"],
    ["fr", "tokens-left", { count: 7 }, "7 jetons Points restants"],
    ["nl", "player-big-goats", { count: 1 }, "1 geit op de Big Mountain"],
    ["en", "tokens-left", { count: 1 }, "1 point token left"],
    ["uk", "account-games-count", { count: 1 }, "1 рейтингова гра"],
    ["uk", "account-games-count", { count: 3 }, "3 рейтингові гри"],
    ["uk", "account-games-count", { count: 11 }, "11 рейтингових ігор"],
    ["pl", "account-games-count", { count: 5 }, "5 gier rankingowych"],
    ["pl", "account-games-count", { count: 22 }, "22 gry rankingowe"],
    ["pl", "ladder-count", { from: 21, to: 25, total: 25 }, "Miejsca 21–25 z 25 kont"],
    ["uk", "ladder-count", { from: 1, to: 20, total: 21 }, "Місця 1–20 з 21 облікового запису"],
  ];
  for (const [locale, id, args, want] of expectations) {
    const got = say(locale, id, args);
    check(got === want, `${locale}: ${id} with ${JSON.stringify(args)} is "${want}"`, got);
  }
}

main()
  .catch((error) => {
    failed++;
    console.log(`not ok - ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  })
  .finally(() => {
    console.log(`messages: ${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  });
