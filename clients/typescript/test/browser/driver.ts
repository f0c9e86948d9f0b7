// Drives the browser test (run.sh builds and runs it):
//
//   node .build/driver.mjs HOST:PORT BUNDLE_DIR
//
// Serves BUNDLE_DIR (index.html and the bundled page.js, built from the
// installed package's web entry) on a loopback port of its own, so the page
// calls the game server at HOST:PORT cross-origin, as a site would; opens it
// in Debian's Chromium (puppeteer-core, headless); waits for the page to play
// its game; prints every check, and fails on a failed check, on any error in
// the page, or when the page does not finish in time.

import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import puppeteer from "puppeteer-core";

const [addr, dir] = process.argv.slice(2);
if (!addr || !dir) {
  console.error("usage: node driver.mjs HOST:PORT BUNDLE_DIR");
  process.exit(2);
}
const chromium = process.env.CHROMIUM ?? "/usr/bin/chromium";
const timeoutMs = Number(process.env.MG_TS_BROWSER_TIMEOUT_MS ?? 180_000);

let passed = 0;
let failed = 0;
function check(ok: boolean, what: string, detail = ""): void {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "ok" : "not ok"} - ${what}${detail && !ok ? `: ${detail}` : ""}`);
}

interface PageState {
  done: boolean;
  checks: { ok: boolean; what: string; detail: string }[];
  progress: string;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".map": "application/json",
};

async function main(): Promise<void> {
  // What went into the bundle: the installed package's web entry, never its
  // Node entry or connect-node (esbuild would refuse node: modules anyway).
  const meta = JSON.parse(await readFile(join(dir, "meta.json"), "utf8")) as { inputs: Record<string, unknown> };
  const inputs = Object.keys(meta.inputs);
  check(
    inputs.includes("../node_modules/@mountain-goats/client/dist/src/web.js"),
    "the page bundles the installed package's web entry",
    inputs.filter((i) => i.includes("@mountain-goats")).join(", "),
  );
  const forbidden = inputs.filter((i) => /connect-node|@mountain-goats\/client\/dist\/src\/index\.js|^node:/.test(i));
  check(forbidden.length === 0, "nothing Node-only is bundled", forbidden.join(", "));

  const files = new Map<string, Buffer>();
  for (const name of ["index.html", "page.js", "page.js.map"]) files.set(`/${name}`, await readFile(join(dir, name)));
  files.set("/", files.get("/index.html")!);
  const http = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const body = files.get(path);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    const ext = path === "/" ? ".html" : path.slice(path.lastIndexOf("."));
    res.writeHead(200, { "content-type": TYPES[ext] ?? "application/octet-stream", "cache-control": "no-store" }).end(body);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  console.log(`page served at ${origin}, game server at http://${addr}`);

  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    protocolTimeout: 60_000,
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
  });
  const errors: string[] = [];
  try {
    console.log(`browser: ${await browser.version()}`);
    const page = await browser.newPage();
    page.on("pageerror", (e) => errors.push(`page error: ${e instanceof Error ? e.message : String(e)}`));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(`console: ${m.text()}`);
    });
    page.on("requestfailed", (r) => {
      // close() aborts the watches in flight: net::ERR_ABORTED is expected.
      const why = r.failure()?.errorText ?? "";
      if (why !== "net::ERR_ABORTED") errors.push(`request failed: ${r.url()}: ${why}`);
    });
    const started = Date.now();
    await page.goto(`${origin}/?server=${encodeURIComponent(addr)}`);
    const finished = await page
      .waitForFunction(() => window.__mg?.done === true, { timeout: timeoutMs, polling: 250 })
      .then(
        () => true,
        () => false,
      );
    const state = (await page.evaluate(() => window.__mg)) as PageState | undefined;
    for (const c of state?.checks ?? []) check(c.ok, `page: ${c.what}`, c.detail);
    check(finished, `the page finished within ${timeoutMs / 1000} s`, `last progress: ${state?.progress ?? "none"}`);
    check((state?.checks.length ?? 0) >= 10, "the page ran all its checks", `${state?.checks.length ?? 0} checks`);
    check(errors.length === 0, "no errors in the page", errors.join("; "));
    console.log(`(the page took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await browser.close();
    http.close();
  }
}

main()
  .catch((error) => check(false, "the driver ran", error instanceof Error ? (error.stack ?? error.message) : String(error)))
  .finally(() => {
    console.log(`${failed === 0 ? "PASS" : "FAIL"}: typescript browser test: ${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  });

declare global {
  interface Window {
    __mg?: PageState;
  }
}
