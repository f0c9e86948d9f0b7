// The `prepare` script: builds dist/src, so that the package works when it is
// installed from a folder (`npm install ./clients/typescript`) or from git,
// where npm runs `prepare` but does not install this package's
// devDependencies. When TypeScript is missing here it installs the locked
// devDependencies first (`npm ci`, in this folder only). `npm pack` runs it
// too: the tarball ships dist/src and installs without a build step.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
// The outer install's npm_* settings (its prefix, --omit=dev…) must not leak
// into the install of this folder.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith("npm_")));
const tsc = join(here, "node_modules", "typescript", "bin", "tsc");
if (!existsSync(tsc)) {
  console.error("@mountain-goats/client: installing its build tools (npm ci) to build dist/");
  execFileSync(npm, ["ci", "--include=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: here,
    env,
    stdio: "inherit",
  });
}
execFileSync(process.execPath, [tsc, "-p", join(here, "tsconfig.src.json")], { cwd: here, env, stdio: "inherit" });
