// describeDice in the rules' five languages (no server needed): the sentences,
// the plural forms, how a language is chosen, and that the installed package's
// messages are the ones `mountain-goats watch` prints (src/cli/locales).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { create } from "@bufbuild/protobuf";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { describeDice, DiceSource, GameSchema, type Game } from "@mountain-goats/client";
import { repoRoot } from "./server.js";

const LANGUAGES = ["en", "fr", "nl", "uk", "pl"] as const;

function game(diceSource: DiceSource, taken = 3, contributed = 2): Game {
  return create(GameSchema, {
    diceSource,
    seats: Array.from({ length: taken }, (_, i) => ({
      index: i,
      taken: true,
      playerName: `p${i}`,
      diceContribution: new Uint8Array(i < contributed ? [1] : []),
    })),
  });
}

// Each language's three sources, for a game where 2 of 3 seated players sent a
// contribution: the sentences of src/cli/locales, filled in.
const SENTENCES: Record<(typeof LANGUAGES)[number], [chosen: string, fair: string, alone: string]> = {
  en: [
    "dice from a seed the creator chose: the creator knows every roll",
    "dice from the server's seed mixed with the players' contributions (2 of 3 seated players contributed): nobody can steer them alone",
    "dice from the seed alone (the server did not record who chose it)",
  ],
  fr: [
    "dés tirés d’une graine choisie par le créateur : le créateur connaît chaque lancer",
    "dés tirés de la graine du serveur mêlée aux apports des joueurs (2 joueurs assis sur 3 ont apporté le leur) : personne ne peut les orienter seul",
    "dés tirés de la seule graine (le serveur n’a pas noté qui l’a choisie)",
  ],
  nl: [
    "dobbelstenen uit een seed die de maker koos: de maker kent elke worp",
    "dobbelstenen uit de seed van de server gemengd met de bijdragen van de spelers (2 van 3 spelers aan tafel droegen bij): niemand kan ze alleen sturen",
    "dobbelstenen uit alleen de seed (de server heeft niet bijgehouden wie die koos)",
  ],
  uk: [
    "кубики із зерна, яке обрав творець: творець знає кожен кидок",
    "кубики із зерна сервера, змішаного з внесками гравців (внесок зробили 2 з 3 гравців за столом): ніхто не може керувати ними сам",
    "кубики лише із зерна (сервер не записав, хто його обрав)",
  ],
  pl: [
    "kości z ziarna wybranego przez twórcę: twórca zna każdy rzut",
    "kości z ziarna serwera zmieszanego z wkładami graczy (wkład dało 2 z 3 graczy przy stole): nikt nie może sam nimi sterować",
    "kości z samego ziarna (serwer nie zapisał, kto je wybrał)",
  ],
};

// The seated players' count in each plural form: uk and pl have one (1), few
// (2, 22) and many (5); en, fr and nl one and other.
const PLURALS: [lang: string, taken: number, words: string][] = [
  ["uk", 1, "(внесок зробив 1 з 1 гравця за столом)"],
  ["uk", 2, "(внесок зробив 1 з 2 гравців за столом)"],
  ["uk", 5, "(внесок зробив 1 з 5 гравців за столом)"],
  ["uk", 22, "(внесок зробив 1 з 22 гравців за столом)"],
  ["pl", 1, "(wkład dał 1 z 1 gracza przy stole)"],
  ["pl", 2, "(wkład dał 1 z 2 graczy przy stole)"],
  ["pl", 5, "(wkład dał 1 z 5 graczy przy stole)"],
  ["pl", 22, "(wkład dał 1 z 22 graczy przy stole)"],
  ["en", 1, "(1 of 1 seated player contributed)"],
  ["en", 2, "(1 of 2 seated players contributed)"],
  ["fr", 1, "(1 joueur assis sur 1 a apporté le sien)"],
  ["fr", 5, "(1 joueur assis sur 5 a apporté le sien)"],
  ["nl", 1, "(1 van 1 speler aan tafel droeg bij)"],
  ["nl", 22, "(1 van 22 spelers aan tafel droeg bij)"],
];

// Issue 26: the players who contributed are the subject, so the verb (and in
// French the noun) follows how many contributed, the noun after "of" how many
// are seated.
const COUNTS: [lang: string, contributed: number, taken: number, words: string][] = [
  ["fr", 1, 2, "(1 joueur assis sur 2 a apporté le sien)"],
  ["fr", 2, 2, "(2 joueurs assis sur 2 ont apporté le leur)"],
  ["fr", 0, 3, "(0 joueur assis sur 3 a apporté le sien)"],
  ["fr", 5, 5, "(5 joueurs assis sur 5 ont apporté le leur)"],
  ["nl", 1, 2, "(1 van 2 spelers aan tafel droeg bij)"],
  ["nl", 2, 2, "(2 van 2 spelers aan tafel droegen bij)"],
  ["nl", 0, 3, "(0 van 3 spelers aan tafel droegen bij)"],
  ["nl", 5, 5, "(5 van 5 spelers aan tafel droegen bij)"],
  ["uk", 1, 2, "(внесок зробив 1 з 2 гравців за столом)"],
  ["pl", 1, 5, "(wkład dał 1 z 5 graczy przy stole)"],
];

// The messages the installed package carries (dist/src/locales/*.js, beside
// its entry point; not an export of the package).
async function shipped(lang: string): Promise<string> {
  const url = new URL(`./locales/${lang}.js`, import.meta.resolve("@mountain-goats/client"));
  return ((await import(url.href)) as { default: string }).default;
}

function messageIds(text: string): string[] {
  return new FluentResource(text).body.map((m) => m.id).sort();
}

describe("describeDice in five languages", () => {
  for (const lang of LANGUAGES) {
    it(`says each source in ${lang}`, () => {
      const [chosen, fair, alone] = SENTENCES[lang];
      assert.equal(describeDice(game(DiceSource.CHOSEN_SEED), { lang }), chosen);
      assert.equal(describeDice(game(DiceSource.SERVER_SEED_AND_PLAYERS), { lang }), fair);
      assert.equal(describeDice(game(DiceSource.UNSPECIFIED), { lang }), alone);
    });
  }

  it("speaks English by default", () => {
    assert.equal(describeDice(game(DiceSource.SERVER_SEED_AND_PLAYERS)), SENTENCES.en[1]);
    assert.equal(describeDice(game(DiceSource.CHOSEN_SEED), {}), SENTENCES.en[0]);
  });

  it("gives no count for a game nobody sits at yet", () => {
    assert.equal(
      describeDice(game(DiceSource.SERVER_SEED_AND_PLAYERS, 0, 0), { lang: "pl" }),
      "kości z ziarna serwera zmieszanego z wkładami graczy: nikt nie może sam nimi sterować",
    );
  });

  for (const [lang, taken, words] of PLURALS) {
    it(`counts ${taken} seated players in ${lang}`, () => {
      const said = describeDice(game(DiceSource.SERVER_SEED_AND_PLAYERS, taken, 1), { lang });
      assert.ok(said.includes(words), said);
    });
  }

  for (const [lang, contributed, taken, words] of COUNTS) {
    it(`says ${contributed} of ${taken} seated players contributed in ${lang}`, () => {
      const said = describeDice(game(DiceSource.SERVER_SEED_AND_PLAYERS, taken, contributed), { lang });
      assert.ok(said.includes(words), said);
    });
  }

  const tags: [tag: string | undefined, lang: (typeof LANGUAGES)[number]][] = [
    ["fr-BE", "fr"],
    ["nl_BE", "nl"],
    ["uk_UA.UTF-8", "uk"],
    ["PL", "pl"],
    ["en-GB", "en"],
    ["pt-BR", "en"],
    ["pt_BR", "en"],
    ["de", "en"],
    ["C", "en"],
    ["", "en"],
    [undefined, "en"],
  ];
  for (const [tag, lang] of tags) {
    it(`takes ${JSON.stringify(tag)} as ${lang}`, () => {
      assert.equal(describeDice(game(DiceSource.CHOSEN_SEED), { lang: tag }), SENTENCES[lang][0]);
    });
  }

  it("has the messages English has in every language", async () => {
    const english = messageIds(await shipped("en"));
    assert.deepEqual(english, ["dice-chosen", "dice-fair", "dice-fair-count", "dice-seed-alone"]);
    for (const lang of LANGUAGES) assert.deepEqual(messageIds(await shipped(lang)), english, lang);
  });

  it("says what `mountain-goats watch` prints", async () => {
    // @fluent/bundle keeps no source text, so the two are compared by what
    // they say, for every count of seated players a game can have and every
    // count of them that contributed.
    for (const lang of LANGUAGES) {
      const ours = new FluentBundle(lang, { useIsolating: false });
      ours.addResource(new FluentResource(await shipped(lang)));
      const cli = new FluentBundle(lang, { useIsolating: false });
      cli.addResource(new FluentResource(readFileSync(join(repoRoot, "src", "cli", "locales", `${lang}.ftl`), "utf8")));
      for (const id of messageIds(await shipped(lang))) {
        const theirs = cli.getMessage(id)?.value;
        assert.ok(theirs, `${lang}: ${id} is not in src/cli/locales/${lang}.ftl`);
        for (let taken = 1; taken <= 24; taken++) {
          for (let contributed = 0; contributed <= taken; contributed++) {
            const args = { contributed, taken };
            assert.equal(
              ours.formatPattern(ours.getMessage(id)!.value!, args),
              cli.formatPattern(theirs, args),
              `${lang}: ${id} with ${contributed} of ${taken} seated`,
            );
          }
        }
      }
    }
  });
});
