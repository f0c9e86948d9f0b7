// Browser tests of the viewer (web/), against a running server:
//
//   node .build/test.mjs HOST:PORT
//
// Bots (plain gRPC over HTTP/2, with the project's generated TypeScript
// code) play a 4-player base game and a 5-player Big Mountain game while
// Debian's Chromium, driven by puppeteer-core, watches them in the viewer
// (gRPC-Web over HTTP/1.1 on the same port); two house bots play a game of
// their own, and players with long names wait in an open game, for the
// lobby on a phone. Run by tests/browser/run.sh.

import { createClient, type Client } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { FluentBundle, FluentNumber, FluentResource, type FluentVariable } from "@fluent/bundle";
import { mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { GameStatus, type Game, type LegalMove } from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { GameService } from "../../clients/typescript/src/gen/mountain_goats/v1/game_service_pb.js";

const addr = process.argv[2];
if (!addr) {
  console.error("usage: node test.mjs HOST:PORT");
  process.exit(2);
}
const base = `http://${addr}`;
const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, "..", "..", "..");
const images = process.env.MG_SCREENSHOTS ?? join(repo, "docs", "images");
const chromium = process.env.CHROMIUM ?? "/usr/bin/chromium";
// To try a change of web/ without rebuilding the server: the page's script
// and style are then taken from this directory (web/dist) instead of the
// server's embedded copy. Never set by tests/run.
const webDist = process.env.MG_WEB_DIST;

type Rpc = Client<typeof GameService>;
const rpc: Rpc = createClient(GameService, createGrpcTransport({ baseUrl: base }));

// MG_TIMING=1: each check also prints the seconds since the start.
const t0 = Date.now();
let passed = 0;
let failed = 0;
function check(ok: boolean, what: string, detail = ""): void {
  if (ok) {
    passed++;
    console.log(`ok - ${what}${process.env.MG_TIMING ? ` (${((Date.now() - t0) / 1000).toFixed(1)} s)` : ""}`);
  } else {
    failed++;
    console.log(`not ok - ${what}${detail ? `: ${detail}` : ""}`);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// ---- Bots -----------------------------------------------------------------

const NAMES = ["Ada", "Bo", "Cy", "Di", "Eve"];
/** As long as a player name may be (32 characters), two of them with no space to break at. */
const LONG_NAMES = ["Wolfeschlegelsteinhausenbergerdo", "Maximilian_Featherstonehaugh_III", "Anna Maria Constantinopolitanius"];

/** A move that takes tokens or summits when it can (shorter games). */
function pick(moves: LegalMove[], random: () => number): LegalMove {
  let best: LegalMove[] = [];
  let bestScore = -1;
  for (const m of moves) {
    let score = 0;
    for (const e of m.events) {
      if (e.kind.case === "pointTokenTaken") score += 3;
      else if (e.kind.case === "summitReached") score += 2;
      else if (e.kind.case === "goatClimbed") score += 1;
      else if (e.kind.case === "goatPlacedOnBigMountain") score += 3;
    }
    if (score > bestScore) [best, bestScore] = [[m], score];
    else if (score === bestScore) best.push(m);
  }
  return best[Math.floor(random() * best.length)];
}

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Bots {
  name: string;
  /** Resolves when the game reaches `version` (or ends); the bots then wait for `release`. */
  pauseAt(version: number): Promise<void>;
  release(): void;
  done: Promise<Game>;
}

async function createGame(
  players: number,
  bigMountain: boolean,
  seed = new Uint8Array(),
  house: { seat: number; strategy: string }[] = [],
): Promise<string> {
  const created = await rpc.createGame({ options: { players, bigMountain }, seed, houseSeats: house });
  return created.game?.name ?? "";
}

function play(name: string, players: number, delayMs: number, seed: number): Bots {
  let pauseVersion = Infinity;
  let reached: (() => void) | undefined;
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const bots: Bots = {
    name,
    pauseAt(version) {
      pauseVersion = version;
      gate = new Promise((r) => (open = r));
      return new Promise((r) => (reached = r));
    },
    release() {
      pauseVersion = Infinity;
      open?.();
    },
    done: (async () => {
      const random = prng(seed);
      const tokens: string[] = [];
      for (let i = 0; i < players; i++) {
        // Even seats mix 32 random bytes into the dice, odd ones send none
        // (as a client that knows nothing of contributions): the page's
        // dice check must re-derive both.
        const diceContribution = i % 2 === 0 ? crypto.getRandomValues(new Uint8Array(32)) : new Uint8Array();
        const joined = await rpc.joinGame({ name, playerName: NAMES[i], diceContribution });
        tokens[joined.seat] = joined.seatToken;
        await sleep(delayMs);
      }
      let n = 0;
      for (;;) {
        const legal = await rpc.listLegalMoves({ name });
        if (Number(legal.version) >= pauseVersion && gate) {
          reached?.();
          await gate;
        }
        const move = pick(legal.legalMoves, random).move;
        const answer = await rpc.submitMove(
          { name, move, expectedVersion: legal.version, requestId: `${name}-${n++}` },
          { headers: { authorization: `Bearer ${tokens[legal.seat]}` } },
        );
        const game = answer.game;
        if (!game) throw new Error("SubmitMove answered without a game");
        if (game.status === GameStatus.FINISHED) {
          reached?.();
          return game;
        }
        await sleep(delayMs);
      }
    })(),
  };
  return bots;
}

// ---- Page helpers -----------------------------------------------------------

interface PageState {
  version: number;
  status: string;
  seen: number[];
  reconnects: number;
  last: number;
  dice: { state: string; rolls: number; text: string } | null;
  standings: { seat: number; rank: number; score: number }[];
  /** The replay line ("Version 5 of 9 (live)"), the connection, the Live button. */
  label: string;
  connection: { text: string; state: string };
  liveButton: { text: string; pressed: string | null };
  /** The players' names as the board shows them. */
  players: string[];
}

async function state(page: Page): Promise<PageState> {
  return page.evaluate(() => {
    const board = document.getElementById("board");
    const check = document.getElementById("dice-check");
    const mg = window.__mg;
    return {
      version: Number(board?.dataset.version ?? 0),
      status: board?.dataset.status ?? "",
      seen: mg ? [...mg.seen] : [],
      reconnects: mg ? mg.reconnects() : 0,
      last: mg ? mg.last() : 0,
      dice: check
        ? { state: check.dataset.state ?? "", rolls: Number(check.dataset.rolls ?? 0), text: check.textContent ?? "" }
        : null,
      standings: [...document.querySelectorAll<HTMLElement>("#standings tbody tr")].map((tr) => ({
        seat: Number(tr.dataset.seat),
        rank: Number(tr.dataset.rank),
        score: Number(tr.dataset.score),
      })),
      label: document.getElementById("version-label")?.textContent ?? "",
      connection: {
        text: document.querySelector(".connection")?.textContent ?? "",
        state: document.querySelector<HTMLElement>(".connection")?.dataset.state ?? "",
      },
      liveButton: {
        text: document.querySelector(".live-button")?.textContent ?? "",
        pressed: document.querySelector(".live-button")?.getAttribute("aria-pressed") ?? null,
      },
      players: [...document.querySelectorAll(".player-name")].map((e) => e.textContent ?? ""),
    };
  });
}

/** The chances a page shows: beside the players (hidden ones left out), and the plot. */
async function chancesOn(page: Page) {
  return page.evaluate(() => {
    const spans = [...document.querySelectorAll<HTMLElement>(".player .chance")];
    const section = document.getElementById("win-chances");
    if (!section || section.hidden || !spans.length || spans.some((x) => x.hidden)) return undefined;
    const values = spans.map((x) => Number(x.dataset.chance));
    return {
      values,
      sum: values.reduce((a, b) => a + b, 0),
      texts: spans.map((x) => x.textContent ?? ""),
      versions: spans.map((x) => Number(x.dataset.version)),
      lines: section.querySelectorAll(".chances-line").length,
      shapes: section.querySelectorAll(".chances-seat .mark-shape").length,
      plotted: Number(section.querySelector<HTMLElement>(".chances-figure")?.dataset.versions ?? 0),
      label: section.querySelector("svg title")?.textContent ?? "",
      summary: [...section.querySelectorAll(".chances-summary li")].map((li) => li.textContent ?? ""),
    };
  });
}

async function openPage(
  browser: Browser | BrowserContext,
  path: string,
  errors: string[],
  width = 1280,
  height = 900,
  acceptLanguage?: string,
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  page.on("pageerror", (e) => errors.push(`${path}: ${e instanceof Error ? e.message : String(e)}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(m.text())) {
      errors.push(`${path}: console: ${m.text()}`);
    }
  });
  if (acceptLanguage) {
    // The browser's languages (navigator.languages), as a reader's browser would send them.
    const cdp = await page.createCDPSession();
    await cdp.send("Network.setUserAgentOverride", { userAgent: await page.browser().userAgent(), acceptLanguage });
  }
  if (webDist) {
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      const asset = /^\/assets\/(app\.(js|css))$/.exec(new URL(request.url()).pathname);
      if (!asset) return void request.continue();
      void readFile(join(webDist, asset[1])).then((body) =>
        request.respond({ status: 200, contentType: asset[2] === "js" ? "text/javascript" : "text/css", body }),
      );
    });
  }
  await page.goto(`${base}${path}`, { waitUntil: "domcontentloaded" });
  return page;
}

// ---- Languages ----------------------------------------------------------------

const LOCALES = ["en", "fr", "nl", "uk", "pl"] as const;
type Locale = (typeof LOCALES)[number];
const bundles = new Map<Locale, FluentBundle>();

async function loadMessages(): Promise<void> {
  for (const locale of LOCALES) {
    const bundle = new FluentBundle(locale, { useIsolating: false });
    bundle.addResource(new FluentResource(await readFile(join(repo, "web", "src", "locales", `${locale}.ftl`), "utf8")));
    bundles.set(locale, bundle);
  }
}

/** A message as the page must show it in `locale`. */
function msg(locale: Locale, id: string, args?: Record<string, FluentVariable>): string {
  const bundle = bundles.get(locale);
  const value = bundle?.getMessage(id)?.value;
  if (!bundle || !value) throw new Error(`no message ${id} in ${locale}`);
  return bundle.formatPattern(value, args);
}

/** A place ("1st"), as the page passes it to its messages: an ordinal number. */
function ordinal(place: number): FluentNumber {
  return new FluentNumber(place, { type: "ordinal" } as Intl.NumberFormatOptions);
}

/** What a page says in its language, for the checks of each language. */
async function words(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    players: document.getElementById("players-title")?.textContent ?? "",
    label: document.getElementById("version-label")?.textContent ?? "",
    connection: document.querySelector(".connection")?.textContent ?? "",
    dice: document.getElementById("dice-check")?.textContent ?? "",
    missing: window.__mg?.missing() ?? ["(no test hooks)"],
    scrollWidth: document.documentElement.scrollWidth,
    version: Number(document.getElementById("board")?.dataset.version ?? 0),
  }));
}

/** At 1,280 × 800: the whole board in the window, unscrolled, the players and the dice beside it. */
async function boardFirst(page: Page) {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const box = (selector: string) => {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      return r ? { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) } : null;
    };
    return { board: box(".board-svg"), players: box(".players"), dice: box(".dice"), width: innerWidth, height: innerHeight };
  });
}

/** The smallest goat piece drawn (its width, shadow included), in CSS pixels: readable on a phone? */
async function smallestGoat(page: Page): Promise<number> {
  return page.evaluate(() => Math.min(...[...document.querySelectorAll(".goat .goat-piece")].map((g) => g.getBoundingClientRect().width)));
}

/** axe-core's serious and critical violations on the page (injected by the test, never served). */
async function axeProblems(page: Page): Promise<string[]> {
  const source = await readFile(join(here, "..", "node_modules", "axe-core", "axe.min.js"), "utf8");
  await page.bringToFront(); // a page behind others is drawn slowly, and axe-core waits for it
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** Sets the replay slider to a version, as a reader dragging it would. */
async function slideTo(page: Page, version: number): Promise<void> {
  await page.$eval(
    "#replay",
    (el, v) => {
      const input = el as HTMLInputElement;
      input.value = String(v);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    },
    version,
  );
}

/** Whether the page says the game is live anywhere: the replay line, the connection, the Live button. */
function saysLive(s: PageState): boolean {
  return /live/i.test(s.label) || s.connection.state === "live" || /live/i.test(s.connection.text) || s.liveButton.pressed === "true" || /live/i.test(s.liveButton.text);
}

/** A finished game's page: "finished" on the replay line, and no Live anywhere. */
function checkFinishedNotLive(s: PageState, label: string): void {
  check(
    s.status === "FINISHED" && /^Version (\d+) of \1 · finished$/.test(s.label) && !saysLive(s),
    `${label}: the page says the game is finished, not live`,
    JSON.stringify({ label: s.label, connection: s.connection, liveButton: s.liveButton }),
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
}

// ---- The tests --------------------------------------------------------------

async function httpChecks(): Promise<void> {
  const root = await fetch(`${base}/`);
  check(root.status === 200 && (root.headers.get("content-type") ?? "").startsWith("text/html"), "GET / serves the page");
  const board = await fetch(`${base}/games/some-id`);
  check(board.status === 200, "GET /games/{id} serves the page");
  const js = await fetch(`${base}/assets/app.js`);
  check(js.status === 200 && (js.headers.get("content-type") ?? "").includes("javascript"), "GET /assets/app.js");
  const missing = await fetch(`${base}/no/such/page`);
  check(missing.status === 404, "an unknown path is 404", String(missing.status));
  const preflight = await fetch(`${base}/mountain_goats.v1.GameService/ListGames`, {
    method: "OPTIONS",
    headers: {
      origin: "https://elsewhere.example",
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type,x-grpc-web,x-user-agent",
    },
  });
  check(
    preflight.ok && preflight.headers.get("access-control-allow-origin") === "*",
    "CORS preflight from another origin is allowed",
  );
  // A gRPC-Web call from another origin: an empty ListGamesRequest.
  const call = await fetch(`${base}/mountain_goats.v1.GameService/ListGames`, {
    method: "POST",
    headers: { origin: "https://elsewhere.example", "content-type": "application/grpc-web+proto", "x-grpc-web": "1" },
    body: new Uint8Array([0, 0, 0, 0, 0]),
  });
  const exposed = (call.headers.get("access-control-expose-headers") ?? "").toLowerCase();
  check(
    call.ok &&
      call.headers.get("access-control-allow-origin") === "*" &&
      ["grpc-status", "grpc-message", "grpc-status-details-bin"].every((h) => exposed.includes(h)),
    "gRPC-Web from another origin exposes the grpc-status headers",
    exposed,
  );
  await call.arrayBuffer();
}

/** The games: the lobby, live boards in five languages, replays, house bots, long names. */
async function gameChecks(browser: Browser, errors: string[]): Promise<void> {
  // The lobby is open while games are created: they appear without a reload.
  const lobby = await openPage(browser, "/", errors);
  await lobby.waitForSelector("#games");
  const baseGame = await createGame(4, false);
  const bigGame = await createGame(5, true);
  // A game whose creator chose the seed, and so knows every roll.
  const chosenGame = await createGame(2, false, new Uint8Array(32).fill(7));
  // Two house bots of one strategy play a game of their own, at once.
  const houseGame = await createGame(2, false, undefined, [
    { seat: 0, strategy: "greedy" },
    { seat: 1, strategy: "greedy" },
  ]);
  // A player who never moves: after one time-out (1 s) the house plays the seat.
  const sleepyGame =
    (
      await rpc.createGame({
        options: { players: 2, turnSeconds: 1, houseAfterTimeouts: 1 },
        houseSeats: [{ seat: 0, strategy: "greedy" }],
      })
    ).game?.name ?? "";
  await rpc.joinGame({ name: sleepyGame, playerName: "Sleepy" });
  // Players with the longest names wait in an open game.
  const longGame = await createGame(4, false);
  for (const playerName of LONG_NAMES) await rpc.joinGame({ name: longGame, playerName });
  for (const name of [baseGame, bigGame, chosenGame, houseGame, longGame]) {
    const shown = await until(
      `${name} in the lobby`,
      () => lobby.evaluate((n) => !!document.querySelector(`#games tr[data-game="${n}"]`), name),
      10_000,
    ).catch(() => false);
    check(shown, `the lobby shows ${name} without a reload`);
  }

  // Both boards open before the first join: every version is seen live.
  const idOf = (name: string) => name.replace(/^games\//, "");
  const basePage = await openPage(browser, `/games/${idOf(baseGame)}?test`, errors);
  const bigPage = await openPage(browser, `/games/${idOf(bigGame)}?test`, errors);
  for (const page of [basePage, bigPage]) await until("the first version", async () => (await state(page)).version >= 1);
  const sources = await lobby.evaluate(
    (names) =>
      names.map((n) => document.querySelector<HTMLElement>(`#games tr[data-game="${n}"] [data-dice-source]`)?.dataset.diceSource ?? ""),
    [baseGame, chosenGame],
  );
  check(sources[0] === "" && sources[1] === "chosen-seed", "the lobby marks the game with a chosen seed, and only it", JSON.stringify(sources));
  const badge = await basePage.evaluate(() => document.querySelector<HTMLElement>(".side [data-dice-source]")?.dataset.diceSource ?? "");
  check(badge === "server-seed-and-players", "the board says its dice come from the server's seed and the players", badge);

  const baseBots = play(baseGame, 4, 15, 1);
  const bigBots = play(bigGame, 5, 15, 2);
  const basePaused = baseBots.pauseAt(20);
  const bigPaused = bigBots.pauseAt(40);

  // Mid-game: screenshots, then cut each page's stream while moves go on.
  await basePaused;
  await until("the base page at the pause", async () => (await state(basePage)).last >= 20 || (await state(basePage)).status === "FINISHED");
  await basePage.bringToFront();
  await basePage.screenshot({ path: join(images, "board-base.png"), fullPage: true });
  const baseBefore = await state(basePage);
  check(
    baseBefore.status === "PLAYING" &&
      /^Version (\d+) of \1 \(live\)$/.test(baseBefore.label) &&
      baseBefore.connection.state === "live" &&
      baseBefore.liveButton.pressed === "true",
    "a game in play: the page follows it live",
    JSON.stringify({ label: baseBefore.label, connection: baseBefore.connection, liveButton: baseBefore.liveButton }),
  );
  // Win chances, live: beside every player for the version shown, about 100 % in all.
  const liveChances = await until("the live game's chances", () => chancesOn(basePage), 30_000).catch(() => undefined);
  check(
    !!liveChances && liveChances.values.length === 4 && Math.abs(liveChances.sum - 1) < 1e-6 &&
      liveChances.versions.every((v) => v === baseBefore.version) && liveChances.texts.every((x) => /^\d{1,3}\s?%$/.test(x)),
    "a game in play: each player's chance to win is beside its name, for the version shown, summing to 100 %",
    JSON.stringify(liveChances),
  );
  await basePage.evaluate(() => window.__mgDropStream?.());
  baseBots.release();

  await bigPaused;
  await until("the Big Mountain page at the pause", async () => (await state(bigPage)).last >= 40 || (await state(bigPage)).status === "FINISHED");
  await bigPage.bringToFront();
  await bigPage.screenshot({ path: join(images, "board-big-mountain.png"), fullPage: true });
  const bigBefore = await state(bigPage);
  // A phone-sized view of the same moment, for the docs.
  const phone = await openPage(browser, `/games/${idOf(bigGame)}`, errors, 390, 844);
  await until("the phone page", async () => (await state(phone)).version >= bigBefore.last);
  await phone.screenshot({ path: join(images, "board-phone.png"), fullPage: false });
  await phone.close();

  // The live game in each language, 1,280 × 800 and 400 × 800, through the
  // switch (in a browser context of their own: the choice is remembered).
  const tourContext = await browser.createBrowserContext();
  const wide = await openPage(tourContext, `/games/${idOf(bigGame)}?test`, errors, 1280, 800);
  const small = await openPage(tourContext, `/games/${idOf(bigGame)}?test`, errors, 400, 800);
  for (const page of [wide, small]) await until("the tour's pages", async () => (await words(page)).version >= bigBefore.last);
  for (const locale of LOCALES) {
    for (const page of [wide, small]) await page.select("#language", locale);
    const [w, n] = await Promise.all([words(wide), words(small)]);
    const live = msg(locale, "replay-version-live", { version: String(bigBefore.last), total: String(bigBefore.last) });
    check(
      [w, n].every((x) => x.lang === locale && x.players === msg(locale, "players") && x.label === live && x.connection === msg(locale, "conn-live")),
      `live, ${locale}: the switch puts the page in ${locale}, at both widths`,
      JSON.stringify([w, n].map((x) => ({ lang: x.lang, players: x.players, label: x.label, connection: x.connection }))),
    );
    check(w.missing.length === 0 && n.missing.length === 0, `live, ${locale}: no message missing`, [...w.missing, ...n.missing].join(", "));
    const fit = await boardFirst(wide);
    const { board, players, dice } = fit;
    check(
      !!board && !!players && !!dice &&
        board.top >= 0 && board.bottom <= 800 && board.left >= 0 && board.right <= 1280 &&
        players.left >= board.right && players.top < 800 && dice.left >= board.right && dice.top < 800,
      `live, ${locale}: at 1,280 × 800 the whole board is in the window, the players and the dice beside it`,
      JSON.stringify(fit),
    );
    const goat = await smallestGoat(small);
    check(n.scrollWidth <= 400 && goat >= 14, `live, ${locale}: at 400 px nothing scrolls sideways and the smallest goat is ${goat.toFixed(1)} px`, `scrollWidth ${n.scrollWidth}`);
    // A page is drawn promptly only in front.
    await wide.bringToFront();
    await wide.screenshot({ path: join(images, `live-${locale}-1280.webp`), type: "webp", quality: 80 });
    await small.bringToFront();
    await small.screenshot({ path: join(images, `live-${locale}-400.webp`), type: "webp", quality: 80 });
    // axe-core takes seconds a page: the wide board in English, the phone's in Ukrainian (and the lobby and a Polish replay below).
    const axePage = locale === "en" ? wide : locale === "uk" ? small : undefined;
    if (axePage) {
      const problems = await axeProblems(axePage);
      check(problems.length === 0, `live, ${locale}, ${locale === "en" ? 1280 : 400} px: axe-core finds no serious or critical violation`, problems.join("; "));
    }
  }
  // The choice is remembered: a page opened afterwards speaks the last language chosen.
  const remembered = await openPage(tourContext, "/", errors, 1280, 800);
  const rememberedLang = await until("the remembered language", () =>
    remembered.evaluate(() => (document.querySelector("h2") ? document.documentElement.lang : undefined)),
  );
  check(rememberedLang === "pl", "the language chosen with the switch is kept for the next page", rememberedLang);
  await tourContext.close();

  // Offline (CDP) and a cut stream: the page retries until the network is back.
  await bigPage.setOfflineMode(true);
  await bigPage.evaluate(() => window.__mgDropStream?.());
  bigBots.release();
  await sleep(1500);
  await bigPage.setOfflineMode(false);

  const finals = await Promise.all([baseBots.done, bigBots.done]);
  for (const [page, final, before, label] of [
    [basePage, finals[0], baseBefore, "base game"],
    [bigPage, finals[1], bigBefore, "Big Mountain game"],
  ] as const) {
    const want = Number(final.version);
    const end = await until(
      `${label}: the page at the last version with the dice checked`,
      async () => {
        const s = await state(page);
        return s.last === want && s.dice && s.dice.state !== "pending" ? s : undefined;
      },
      30_000,
    );
    check(sameList(end.seen, range(1, want)), `${label}: every version 1..${want} shown in order`, JSON.stringify(end.seen));
    check(end.reconnects >= 1 && before.last < want, `${label}: the cut stream resumed with no gap (${end.reconnects} reconnect(s))`);
    const got = (await rpc.getGame({ name: final.name })).game;
    const standings = (got?.board?.result?.standings ?? []).map((s) => ({ seat: s.seat, rank: s.rank, score: s.score }));
    check(
      standings.length > 0 && JSON.stringify(end.standings) === JSON.stringify(standings),
      `${label}: the final scores are the game's standings`,
      `${JSON.stringify(end.standings)} vs ${JSON.stringify(standings)}`,
    );
    check(
      end.dice?.state === "ok" && end.dice.rolls > 0 && /All \d+ rolls verified/.test(end.dice.text),
      `${label}: dice verified in the browser (${end.dice?.rolls} rolls)`,
      end.dice?.text,
    );
    // The board's own status is drawn a moment after the last version and
    // the dice check are in (after a resumed stream, a render later): it
    // is read once it shows the end, or after 5 s as it is.
    const over =
      (await until(
        `${label}: the board at the game's end`,
        async () => {
          const s = await state(page);
          return s.status === "FINISHED" ? s : undefined;
        },
        5_000,
      ).catch(() => undefined)) ?? (await state(page));
    check(over.status === "FINISHED", `${label}: the board shows the game over`, over.status);
    checkFinishedNotLive(over, `${label}, watched to the end`);
  }

  // Replay a finished game from a fresh page: version 1, then step by step
  // with the arrow keys to the last version.
  const replay = await openPage(browser, `/games/${idOf(baseGame)}?test`, errors);
  const want = Number(finals[0].version);
  const opened = await until("the replay page read", async () => {
    const s = await state(replay);
    return s.last === want && s.dice?.state === "ok" ? s : undefined;
  });
  checkFinishedNotLive(opened, "base game, opened after the end");
  // Win chances of the finished game: the result beside the players (the
  // winners share 100 %), and a plot of every version from the start, one
  // line per seat, asked in the background.
  const players = 4;
  const plotted = await until(
    "the replay's chances over the whole game",
    async () => {
      const c = await chancesOn(replay);
      return c && c.plotted === want - players ? c : undefined;
    },
    120_000,
  ).catch(() => undefined);
  const winners = (finals[0].board?.result?.winners ?? []).map(Number);
  check(
    !!plotted && plotted.lines === players && plotted.shapes === players && Math.abs(plotted.sum - 1) < 1e-9 &&
      plotted.values.every((v, seat) => (winners.includes(seat) ? v === 1 / winners.length : v === 0)),
    `replay: the winner's chance is 100 %, and the plot has one line per seat over versions ${players + 1}..${want}`,
    JSON.stringify(plotted),
  );
  check(
    !!plotted && plotted.summary.length === players && plotted.label.length > 0,
    "replay: the plot has a text alternative (a title, and each seat's chance in words)",
    JSON.stringify(plotted?.summary),
  );
  await replay.keyboard.press("Home");
  let s = await state(replay);
  check(s.version === 1, "replay: Home shows version 1", String(s.version));
  let inOrder = true;
  for (let v = 2; v <= want; v++) {
    await replay.keyboard.press("ArrowRight");
    const now = (await state(replay)).version;
    if (now !== v) {
      inOrder = false;
      console.log(`  after ArrowRight: version ${now}, wanted ${v}`);
      break;
    }
  }
  s = await state(replay);
  check(inOrder && s.version === want, `replay: the arrow keys step through every version to ${want}`);
  await replay.keyboard.press("ArrowLeft");
  check((await state(replay)).version === want - 1, "replay: ArrowLeft steps back");
  // The slider, by keyboard: focus it, End goes to the last version.
  await replay.focus("#replay");
  await replay.keyboard.press("Home");
  await replay.keyboard.press("End");
  check((await state(replay)).version === want, "replay: the slider reaches the last version");

  // Playing: 4× goes about four versions a second, 1× one; a key pauses.
  await slideTo(replay, 2);
  await replay.click('button[data-speed="4"]');
  await replay.click(".play-button");
  await sleep(1100);
  const fast = (await state(replay)).version - 2;
  await replay.keyboard.press("p");
  const paused = await replay.evaluate(() => window.__mg?.playing());
  await replay.click('button[data-speed="1"]');
  const from = (await state(replay)).version;
  await replay.click(".play-button");
  await sleep(1100);
  const slow = (await state(replay)).version - from;
  await replay.click(".play-button");
  check(fast >= 3 && fast <= 6 && slow >= 1 && slow <= 2 && paused === false, `replay: plays at 4× (${fast} versions in 1.1 s) and 1× (${slow}), P pauses`);

  // Motion: stepping forward moves the goats; with prefers-reduced-motion nothing moves.
  const stepAnimations = async () => {
    await slideTo(replay, Math.floor(want / 2));
    let count = 0;
    for (let i = 0; i < 6; i++) {
      await replay.keyboard.press("ArrowRight");
      count += await replay.evaluate(() => document.getAnimations().length + document.querySelectorAll(".flying-token").length);
    }
    return count;
  };
  const moving = await stepAnimations();
  // A goat knocked off a summit falls back to the foot (its own three-step path), and a token flies.
  const knockVersion = await replay.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>(".log > li")]
        .reverse()
        .find((li) => / was knocked off the summit of /.test(li.textContent ?? ""))?.dataset.version,
  );
  if (knockVersion) {
    await slideTo(replay, Number(knockVersion) - 1);
    await replay.keyboard.press("ArrowRight");
    const seen = await replay.evaluate(() => ({
      falls: document
        .getAnimations()
        .filter((a) => a.effect instanceof KeyframeEffect && a.effect.target?.closest(".goat") && a.effect.getKeyframes().length === 3).length,
      tokens: document.querySelectorAll(".flying-token").length,
    }));
    check(seen.falls >= 1, `motion: at version ${knockVersion} the knocked goat falls back to the foot`, JSON.stringify(seen));
  } else {
    console.log("# no goat was knocked off a summit in this game: that motion is not checked");
  }
  await sleep(1200); // the last move's motion is over
  await replay.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
  const still = await stepAnimations();
  check(moving > 0 && still === 0, `motion: ${moving} animations over six moves, none with prefers-reduced-motion`, `${still} with reduced motion`);
  await replay.close();

  // The finished game replayed in each language, the language taken from
  // the browser's (no switch), at 1,280 and 400 px wide.
  const replayContext = await browser.createBrowserContext();
  const region: Record<Locale, string> = { en: "en-GB", fr: "fr-BE", nl: "nl-NL", uk: "uk-UA", pl: "pl-PL" };
  for (const locale of LOCALES) {
    // Both widths at once: each page reads the whole history and checks the dice.
    await Promise.all(
      [1280, 400].map(async (width) => {
        const page = await openPage(replayContext, `/games/${idOf(baseGame)}?test`, errors, width, 800, `${region[locale]},${locale}`);
        const read = await until(`the replay in ${locale}`, async () => {
          const x = await state(page);
          return x.last === want && x.dice?.state === "ok" ? x : undefined;
        });
        const middle = Math.floor(want / 2);
        await slideTo(page, middle);
        const seen = await words(page);
        check(
          seen.lang === locale &&
            seen.label === msg(locale, "replay-version-finished", { version: String(middle), total: String(want) }) &&
            read.dice?.text === msg(locale, "check-ok-players", { rolls: read.dice?.rolls ?? 0 }),
          `replay, ${locale}, ${width} px: the page follows the browser's language`,
          JSON.stringify({ lang: seen.lang, label: seen.label, dice: read.dice?.text }),
        );
        check(
          seen.missing.length === 0 && seen.scrollWidth <= width,
          `replay, ${locale}, ${width} px: no message missing, nothing scrolls sideways`,
          `${seen.missing.join(", ")} scrollWidth ${seen.scrollWidth}`,
        );
        await page.bringToFront();
        await page.screenshot({ path: join(images, `replay-${locale}-${width}.webp`), type: "webp", quality: 80 });
        if (locale === "pl" && width === 400) {
          const problems = await axeProblems(page);
          check(problems.length === 0, "replay, pl, 400 px: axe-core finds no serious or critical violation", problems.join("; "));
        }
        await page.close();
      }),
    );
  }
  await replayContext.close();

  // The lobby's status filter shows the finished games.
  await lobby.bringToFront();
  await lobby.click('button[data-filter="finished"]');
  const filtered = await until(
    "the finished filter",
    () =>
      lobby.evaluate(
        (names) => {
          const rows = [...document.querySelectorAll<HTMLElement>("#games tr")];
          return rows.length > 0 && rows.every((r) => r.dataset.status === "FINISHED") && names.every((n) => rows.some((r) => r.dataset.game === n))
            ? true
            : undefined;
        },
        [baseGame, bigGame],
      ),
    10_000,
  ).catch(() => false);
  check(filtered, "the lobby filters by status");

  // House bots: two greedy ones, named apart by the server and the page.
  const houseFinal = await until(
    "the house game's end",
    async () => {
      const game = (await rpc.getGame({ name: houseGame })).game;
      return game?.status === GameStatus.FINISHED ? game : undefined;
    },
    60_000,
  );
  const houseNames = houseFinal.seats.map((seat) => seat.playerName);
  check(
    houseNames.length === 2 && new Set(houseNames).size === 2 && houseNames.every((n) => /^Greedy bot \d$/.test(n)),
    "the server names two greedy house bots apart",
    JSON.stringify(houseNames),
  );
  const housePage = await openPage(browser, `/games/${idOf(houseGame)}?test`, errors);
  const house = await until("the house game's page read", async () => {
    const s = await state(housePage);
    return s.last === Number(houseFinal.version) && s.standings.length === 2 && s.players.length === 2
      ? s
      : undefined;
  });
  const shown = await housePage.evaluate(() => ({
    standings: [...document.querySelectorAll("#standings tbody th")].map((e) => (e.textContent ?? "").trim()),
    log: [...document.querySelectorAll(".log li li")].map((e) => e.textContent ?? ""),
  }));
  const oneBot = (n: string) => (n.match(/\bbot\b/gi) ?? []).length === 1;
  check(
    house.players.length === 2 &&
      new Set(house.players).size === 2 &&
      house.players.every((n, i) => n.startsWith(houseNames[i]) && /\(house\)$/.test(n) && oneBot(n)),
    "the board names each house bot apart, as a house seat, saying bot once",
    JSON.stringify(house.players),
  );
  check(
    sameStrings(shown.standings, house.players) &&
      house.players.every((n) => shown.log.some((line) => line.startsWith(`${n} grouped the dice`))),
    "the standings and the log use the same names",
    JSON.stringify({ standings: shown.standings, log: shown.log.slice(-6) }),
  );
  checkFinishedNotLive(house, "a house game opened after its end");
  await housePage.close();

  // A seat the house took over keeps its player's name, marked as played by a house bot.
  const sleepyFinal = await until(
    "the game of the player who never moved",
    async () => {
      const game = (await rpc.getGame({ name: sleepyGame })).game;
      return game?.status === GameStatus.FINISHED ? game : undefined;
    },
    60_000,
  );
  const sleepyPage = await openPage(browser, `/games/${idOf(sleepyGame)}?test`, errors);
  const sleepy = await until("the taken-over game's page read", async () => {
    const s = await state(sleepyPage);
    return s.last === Number(sleepyFinal.version) && s.standings.length === 2 && s.players.length === 2
      ? s
      : undefined;
  });
  check(
    sleepyFinal.seats[1]?.houseStrategy === "greedy" && sleepy.players[0] === "Greedy bot 1 (house)" && sleepy.players[1] === "Sleepy (house bot)",
    "a seat taken over by the house keeps its player's name, marked as a house bot",
    JSON.stringify(sleepy.players),
  );
  await sleepyPage.close();

  // The lobby says who won each finished game.
  for (const name of [baseGame, bigGame, houseGame]) {
    const game = (await rpc.getGame({ name })).game;
    const winners = game?.board?.result?.winners ?? [];
    const winnerNames = winners.map((seat) => game?.seats[seat]?.playerName ?? "?");
    const line = await until(
      `${name}'s winner in the lobby`,
      () =>
        lobby.evaluate((n) => {
          const el = document.querySelector<HTMLElement>(`#games tr[data-game="${n}"] .winner`);
          return el ? { seats: el.dataset.winners ?? "", text: el.textContent ?? "" } : undefined;
        }, name),
      10_000,
    ).catch(() => undefined);
    check(
      winners.length > 0 &&
        line?.seats === winners.join(",") &&
        winnerNames.every((n) => line.text.includes(n)) &&
        line.text.endsWith(winners.length > 1 ? " shared the win" : " won"),
      `the lobby says who won ${name}`,
      `${JSON.stringify(line)} vs ${JSON.stringify(winnerNames)}`,
    );
  }
  // Every game again, for the docs: open, finished with their winners, the chosen seed.
  await lobby.bringToFront();
  await lobby.click('button[data-filter="all"]');
  await until(
    "every game in the lobby",
    () => lobby.evaluate((n) => !!document.querySelector(`#games tr[data-game="${n}"]`), longGame),
    10_000,
  );
  await lobby.screenshot({ path: join(images, "lobby.png") });
  const lobbyProblems = await axeProblems(lobby);
  check(lobbyProblems.length === 0, "the lobby: axe-core finds no serious or critical violation", lobbyProblems.join("; "));

  // The lobby on a narrow phone, with the longest names: no sideways
  // scrolling, and every name whole on the screen.
  const narrow = await openPage(browser, "/", errors, 400, 800);
  await until(
    "the long names in the narrow lobby",
    () => narrow.evaluate((n) => !!document.querySelector(`#games tr[data-game="${n}"] .seat-name`), longGame),
    10_000,
  );
  const layout = await narrow.evaluate((n) => {
    const names = [...document.querySelectorAll<HTMLElement>(`#games tr[data-game="${n}"] .seat-name`)].map((e) => {
      const box = e.getBoundingClientRect();
      return { text: e.textContent ?? "", left: box.left, right: box.right, clipped: e.scrollWidth > e.clientWidth };
    });
    return {
      page: document.documentElement.scrollWidth,
      table: Math.max(0, ...[...document.querySelectorAll<HTMLElement>(".table-wrap")].map((w) => w.scrollWidth - w.clientWidth)),
      names,
    };
  }, longGame);
  check(layout.page <= 400, "the lobby at 400 px wide does not scroll sideways", `scrollWidth ${layout.page}`);
  check(layout.table === 0, "the games table fits in 400 px, with nothing to scroll inside it", `${layout.table} px more`);
  check(
    LONG_NAMES.every((n) => layout.names.some((shownName) => shownName.text === n)) &&
      layout.names.every((b) => b.left >= 0 && b.right <= 400 && !b.clipped),
    "at 400 px the longest names are shown whole",
    JSON.stringify(layout.names),
  );
  await narrow.screenshot({ path: join(images, "lobby-phone.png") });
  await narrow.close();
}

// ---- The ladder -----------------------------------------------------------------

/** What the ladder page shows: its rows in order, its status line and pager. */
async function ladderShown(page: Page) {
  return page.evaluate(() => ({
    rows: [...document.querySelectorAll<HTMLElement>("#ladder tr")].map((tr) => ({
      account: tr.dataset.account ?? "",
      rank: Number(tr.dataset.rank),
      name: tr.querySelector(".ladder-name a")?.textContent ?? "",
      href: tr.querySelector(".ladder-name a")?.getAttribute("href") ?? "",
      house: !!tr.querySelector(".house-badge"),
      displayed: tr.querySelector(".displayed")?.textContent ?? "",
    })),
    status: document.querySelector(".lobby-status")?.textContent ?? "",
    rating: document.querySelector("th.ladder-col-rating")?.textContent ?? "",
    prev: (document.querySelector(".ladder-prev") as HTMLButtonElement | null)?.disabled ?? null,
    next: (document.querySelector(".ladder-next") as HTMLButtonElement | null)?.disabled ?? null,
    lang: document.documentElement.lang,
    hash: location.hash,
    missing: window.__mgMissing?.() ?? ["(no test hooks)"],
    scrollWidth: document.documentElement.scrollWidth,
  }));
}

/** What an account's page shows: the chart, the games, the facts. */
async function accountShown(page: Page) {
  return page.evaluate(() => {
    const line = document.querySelector(".chart-line");
    const box = document.querySelector(".rating-chart")?.getBoundingClientRect();
    return {
      heading: document.querySelector("h1")?.textContent ?? "",
      account: document.querySelector<HTMLElement>(".account-facts dl")?.dataset.account ?? "",
      ratedGames: Number(document.querySelector<HTMLElement>(".account-facts dl")?.dataset.ratedGames ?? -1),
      points: Number(line?.getAttribute("data-points") ?? -1),
      commands: (line?.getAttribute("d") ?? "").match(/[ML]/g)?.length ?? 0,
      circles: document.querySelectorAll(".rating-chart .chart-point").length,
      band: !!document.querySelector(".rating-chart .chart-band"),
      axisTitles: [...document.querySelectorAll(".chart-axis-title")].map((e) => e.textContent ?? ""),
      chartTitle: document.querySelector(".rating-chart title")?.textContent ?? "",
      chartWidth: box ? Math.round(box.width) : 0,
      games: [...document.querySelectorAll<HTMLElement>("#account-games tr")].map((tr) => ({
        game: tr.dataset.game ?? "",
        href: tr.querySelector("a")?.getAttribute("href") ?? "",
        place: tr.querySelector(".place")?.textContent ?? "",
        change: (tr.querySelector(".change")?.textContent ?? "").replace(/^[▲▼]\s*/, ""),
      })),
      error: document.querySelector(".error")?.textContent ?? "",
      lang: document.documentElement.lang,
      missing: window.__mgMissing?.() ?? ["(no test hooks)"],
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

/** A number as the pages write a rating: one decimal, in the language's way. */
function ratingIn(locale: Locale, value: number, sign = false): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: sign ? "exceptZero" : "auto" }).format(value);
}

/**
 * House-only rated games (they play themselves in seconds) rate the three
 * house accounts; new accounts have no rated game yet. The ladder must list
 * them in the server's order, page after page, with the unrated switch; an
 * account's page must chart every rated game and list them newest first,
 * in each language at 1,280 and 400 px; seats of rated games link to their
 * accounts.
 */
async function ladderChecks(browser: Browser, errors: string[]): Promise<void> {
  const RATED = 4;
  const before = (await rpc.getAccount({ name: "accounts/house-expert" })).account?.ratedGames ?? 0;
  const rated: string[] = [];
  for (let i = 0; i < RATED; i++) {
    const created = await rpc.createGame({
      options: { players: 3, rated: true },
      houseSeats: ["random", "greedy", "expert"].map((strategy, seat) => ({ seat, strategy })),
    });
    rated.push(created.game?.name ?? "");
  }
  // More accounts than a page (20) holds, none rated yet: the unrated switch and the pager.
  const tag = Date.now().toString(36).slice(-5);
  const made: string[] = [];
  for (let i = 0; i < 22; i++) {
    const created = await rpc.createAccount({ displayName: `Climber ${tag} ${String(i).padStart(2, "0")}` });
    made.push(created.account?.name ?? "");
  }
  for (const name of rated) {
    await until(`the rated game ${name}'s end`, async () => ((await rpc.getGame({ name })).game?.status === GameStatus.FINISHED ? true : undefined), 60_000);
  }
  const expert = await until("the house expert rated", async () => {
    const got = await rpc.getAccount({ name: "accounts/house-expert" });
    return (got.account?.ratedGames ?? 0) >= before + RATED ? got : undefined;
  }, 30_000);
  const seats = (await rpc.getGame({ name: rated[0] })).game?.seats ?? [];
  check(
    seats.map((s) => s.account).join() === "accounts/house-random,accounts/house-greedy,accounts/house-expert",
    "a house-only rated game seats the house accounts",
    JSON.stringify(seats.map((s) => s.account)),
  );

  // The lobby links to the ladder, which opens without a reload.
  const page = await openPage(browser, "/?test", errors);
  await page.waitForSelector("a.ladder-link");
  await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
  await page.click("a.ladder-link");
  const apiPage = async (includeUnrated: boolean, pageToken = "") => rpc.listLeaderboard({ pageSize: 20, includeUnrated, pageToken });
  const want = (entries: Awaited<ReturnType<typeof apiPage>>["entries"]) =>
    entries.map((e) => ({ account: e.account?.name ?? "", rank: e.rank, house: !!e.account?.houseStrategy }));
  const sameRows = (shown: Awaited<ReturnType<typeof ladderShown>>, expected: ReturnType<typeof want>) =>
    shown.rows.length === expected.length &&
    shown.rows.every((r, i) => r.account === expected[i].account && r.rank === expected[i].rank && r.house === expected[i].house);
  const ratedOnly = await apiPage(false);
  let shown = await until("the ladder's rows", async () => {
    const x = await ladderShown(page);
    return x.rows.length === ratedOnly.entries.length && x.rows.length > 0 ? x : undefined;
  }, 10_000);
  check(
    (await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay === true)) && shown.hash === "#/ladder",
    "the lobby's link opens the ladder in place (#/ladder)",
    shown.hash,
  );
  check(
    sameRows(shown, want(ratedOnly.entries)) && shown.rows.every((r, i) => r.rank >= (shown.rows[i - 1]?.rank ?? 0)),
    `the ladder lists the ${shown.rows.length} rated accounts in the server's rank order, house accounts marked`,
    JSON.stringify({ shown: shown.rows, want: want(ratedOnly.entries) }),
  );
  const houseRows = shown.rows.filter((r) => r.account.startsWith("accounts/house-"));
  check(houseRows.length === 3 && houseRows.every((r) => r.house), "the three house accounts are on the ladder, marked as house", JSON.stringify(houseRows));
  check(
    made.every((name) => !shown.rows.some((r) => r.account === name)),
    "accounts with no rated game are not listed unless asked for",
  );

  // With the accounts that have not played: two pages, next and previous.
  await page.click("#ladder-unrated");
  const all1 = await apiPage(true);
  shown = await until("the ladder with unrated accounts", async () => {
    const x = await ladderShown(page);
    return sameRows(x, want(all1.entries)) ? x : undefined;
  }, 10_000).catch(() => shown);
  check(sameRows(shown, want(all1.entries)) && shown.hash === "#/ladder?unrated=1" && shown.prev === true && shown.next === false,
    `with the switch, the first page lists ${all1.entries.length} of ${all1.totalSize} accounts (kept in the address)`,
    JSON.stringify({ rows: shown.rows.length, hash: shown.hash, prev: shown.prev, next: shown.next }));
  check(shown.status === msg("en", "ladder-count", { from: 1, to: all1.entries.length, total: all1.totalSize }), "the ladder says which ranks it shows", shown.status);
  await page.click(".ladder-next");
  const all2 = await apiPage(true, all1.nextPageToken);
  shown = await until("the ladder's second page", async () => {
    const x = await ladderShown(page);
    return sameRows(x, want(all2.entries)) ? x : undefined;
  }, 10_000).catch(() => shown);
  check(
    sameRows(shown, want(all2.entries)) && shown.prev === false && (shown.rows[0]?.rank ?? 0) > 20,
    `the next page lists ranks ${all2.entries[0]?.rank}–${all2.entries[all2.entries.length - 1]?.rank}`,
    JSON.stringify(shown.rows.slice(0, 3)),
  );
  const listedMade = new Set([...all1.entries, ...all2.entries].map((e) => e.account?.name));
  check(made.every((n) => listedMade.has(n)) || all1.totalSize > 40, "the new accounts are on the two pages");
  await page.click(".ladder-prev");
  shown = await until("the ladder's first page again", async () => {
    const x = await ladderShown(page);
    return sameRows(x, want(all1.entries)) ? x : undefined;
  }, 10_000).catch(() => shown);
  check(sameRows(shown, want(all1.entries)), "previous goes back to the first page");

  // An account's page, from its line: the chart has a point per rated game, the games newest first.
  await page.click('#ladder tr[data-account="accounts/house-expert"] .ladder-name a');
  const history = expert.history;
  const checkAccount = (a: Awaited<ReturnType<typeof accountShown>>, locale: Locale, label: string) => {
    const newest = [...history].reverse().slice(0, 20);
    const first = Math.max(1, (expert.account?.ratedGames ?? 0) - history.length + 1);
    check(
      a.account === "accounts/house-expert" && a.ratedGames === expert.account?.ratedGames &&
        a.points === history.length && a.commands === history.length && a.circles === history.length && a.band,
      `${label}: the chart draws the rating after each of the ${history.length} rated games, over the μ ± σ band`,
      JSON.stringify({ points: a.points, commands: a.commands, circles: a.circles, band: a.band }),
    );
    check(
      a.axisTitles.join("|") === [msg(locale, "chart-axis-games"), msg(locale, "chart-axis-rating")].join("|") &&
        a.chartTitle === msg(locale, "chart-label", { name: expert.account?.displayName ?? "", count: history.length }),
      `${label}: the chart's axes are labelled, and it has a title`,
      JSON.stringify({ axes: a.axisTitles, title: a.chartTitle }),
    );
    check(
      a.games.length === newest.length &&
        a.games.every(
          (g, i) =>
            g.game === newest[i].game &&
            g.href === `/games/${newest[i].game.replace(/^games\//, "")}` &&
            g.place === msg(locale, "account-place", { place: ordinal(newest[i].place), players: newest[i].players }) &&
            g.change === ratingIn(locale, newest[i].displayedChange, true),
        ),
      `${label}: the games, newest first, with the place and the change, link to their boards`,
      JSON.stringify({ shown: a.games.slice(0, 2), first }),
    );
  };
  const account = await until("the account page", async () => {
    const a = await accountShown(page);
    return a.points > 0 && a.games.length > 0 ? a : undefined;
  }, 10_000);
  check(await page.evaluate(() => location.hash === "#/accounts/house-expert" && (window as unknown as { __stay?: boolean }).__stay === true),
    "a name on the ladder opens its account's page in place");
  checkAccount(account, "en", "account, en");
  const problems = await axeProblems(page);
  check(problems.length === 0, "account, en, 1280 px: axe-core finds no serious or critical violation", problems.join("; "));
  await page.goBack();
  await until("the ladder after going back", async () => ((await ladderShown(page)).rows.length > 0 ? true : undefined), 10_000);
  const ladderProblems = await axeProblems(page);
  check(ladderProblems.length === 0, "ladder, en, 1280 px: axe-core finds no serious or critical violation", ladderProblems.join("; "));
  await page.close();

  // A rated game's board: every seat's name links to its account's page.
  const board = await openPage(browser, `/games/${rated[0].replace(/^games\//, "")}?test`, errors);
  const links = await until("the rated board's names", async () => {
    const l = await board.evaluate(() => [...document.querySelectorAll(".player-name a")].map((a) => a.getAttribute("href") ?? ""));
    return l.length === 3 ? l : undefined;
  }, 10_000).catch(() => [] as string[]);
  check(
    links.join() === seats.map((s) => `/#/accounts/${s.account.replace(/^accounts\//, "")}`).join(),
    "the seats of a rated game link to their accounts' pages",
    JSON.stringify(links),
  );
  await board.click(".player-name a");
  const fromBoard = await until("the account page from the board", async () => {
    const a = await accountShown(board);
    return a.account ? a : undefined;
  }, 10_000).catch(() => undefined);
  check(fromBoard?.account === seats[0].account, "a seat's link opens its account", fromBoard?.account);
  await board.goto(`${base}/?test#/accounts/no-such-account`, { waitUntil: "domcontentloaded" });
  const unknown = await until("an unknown account", async () => ((await accountShown(board)).error ? await accountShown(board) : undefined), 10_000).catch(() => undefined);
  check(unknown?.error === msg("en", "no-such-account", { id: "no-such-account" }), "an unknown account says so", unknown?.error);
  await board.close();

  // Each language at 1,280 and 400 px: the ladder and the house expert's page, with screenshots.
  const context = await browser.createBrowserContext();
  for (const locale of LOCALES) {
    for (const width of [1280, 400]) {
      const label = `${locale}, ${width} px`;
      const lp = await openPage(context, `/?test&lang=${locale}#/ladder`, errors, width, 800);
      const l = await until(`the ladder in ${locale}`, async () => {
        const x = await ladderShown(lp);
        return x.rows.length === ratedOnly.entries.length ? x : undefined;
      }, 10_000);
      const top = ratedOnly.entries[0];
      check(
        l.lang === locale && l.rating === msg(locale, "ladder-col-rating") &&
          l.status === msg(locale, "ladder-count", { from: 1, to: ratedOnly.entries.length, total: ratedOnly.totalSize }) &&
          l.rows[0]?.displayed === ratingIn(locale, top.account?.rating?.displayed ?? 0),
        `ladder, ${label}: in ${locale}, the ratings written the ${locale} way`,
        JSON.stringify({ lang: l.lang, rating: l.rating, status: l.status, first: l.rows[0]?.displayed }),
      );
      check(l.missing.length === 0 && l.scrollWidth <= width, `ladder, ${label}: no message missing, nothing scrolls sideways`, `${l.missing.join(", ")} scrollWidth ${l.scrollWidth}`);
      await lp.bringToFront();
      await lp.screenshot({ path: join(images, `ladder-${locale}-${width}.png`), fullPage: true });
      if (locale === "pl" && width === 400) {
        const p = await axeProblems(lp);
        check(p.length === 0, `ladder, ${label}: axe-core finds no serious or critical violation`, p.join("; "));
      }
      await lp.close();

      const ap = await openPage(context, `/?test&lang=${locale}#/accounts/house-expert`, errors, width, 800);
      const a = await until(`the account page in ${locale}`, async () => {
        const x = await accountShown(ap);
        return x.points > 0 && x.games.length > 0 ? x : undefined;
      }, 10_000);
      checkAccount(a, locale, `account, ${label}`);
      check(
        a.lang === locale && a.missing.length === 0 && a.scrollWidth <= width && a.chartWidth <= width - 16,
        `account, ${label}: no message missing, nothing scrolls sideways, the chart fits (${a.chartWidth} px)`,
        `${a.missing.join(", ")} scrollWidth ${a.scrollWidth}`,
      );
      await ap.bringToFront();
      // The window only: the facts, the chart and the newest games (the whole list would weigh 250 kB a picture).
      await ap.screenshot({ path: join(images, `account-${locale}-${width}.png`) });
      if (locale === "uk" && width === 400) {
        const p = await axeProblems(ap);
        check(p.length === 0, `account, ${label}: axe-core finds no serious or critical violation`, p.join("; "));
      }
      await ap.close();
    }
  }
  await context.close();
}

async function main(): Promise<void> {
  const started = Date.now();
  await mkdir(images, { recursive: true });
  await loadMessages();
  await httpChecks();

  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    protocolTimeout: 30_000,
    args: [
      "--no-sandbox",
      "--disable-dev-shm-usage",
      "--disable-gpu",
      // Every page stays live while another one is in front.
      "--disable-background-timer-throttling",
      "--disable-renderer-backgrounding",
      "--disable-backgrounding-occluded-windows",
    ],
  });
  const errors: string[] = [];
  try {
    // MG_ONLY=ladder: only the ladder's checks (they need no other game).
    const only = process.env.MG_ONLY;
    if (only !== "ladder") await gameChecks(browser, errors);
    if (!only || only === "ladder") await ladderChecks(browser, errors);

    check(errors.length === 0, "no script errors in the pages", errors.join("; "));
  } finally {
    await browser.close();
  }
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main()
  .catch((error) => {
    failed++;
    console.log(`not ok - ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  })
  .finally(() => {
    console.log(`browser: ${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  });

declare global {
  interface Window {
    __mg?: { seen: number[]; reconnects(): number; last(): number; missing(): string[]; playing(): boolean };
    __mgDropStream?: () => void;
    __mgMissing?: () => string[];
  }
}
