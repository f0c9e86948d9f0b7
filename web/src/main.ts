// The observers' viewer: `/` is the lobby, `/games/{id}` a game's board, in
// the reader's language (i18n.ts). The ladder (`/#/ladder`) and an account's
// page (`/#/accounts/{id}`) live after the `#` of the lobby's address: the
// server serves the page only at `/` and `/games/{id}`, and moving between
// them needs no reload.

import { accountPage } from "./account.js";
import { gamePage } from "./board.js";
import { h, replace } from "./dom.js";
import { initLocale, missing, onLocaleChange, t } from "./i18n.js";
import { ladderPage } from "./ladder.js";
import { lobbyPage } from "./lobby.js";

declare global {
  interface Window {
    /** With `?test`: the messages any page asked for that its language lacks. */
    __mgMissing?: () => string[];
  }
}

const root = document.getElementById("app");
if (root) {
  initLocale();
  const skip = document.querySelector(".skip");
  const relabelSkip = () => {
    if (skip) skip.textContent = t("skip-link");
  };
  relabelSkip();
  onLocaleChange(relabelSkip);
  const testMode = new URLSearchParams(location.search).has("test");
  if (testMode) window.__mgMissing = () => [...missing];
  const match = /^\/games\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
  if (location.pathname === "/" || location.pathname === "/index.html") {
    let leaving: AbortController | undefined;
    const route = () => {
      leaving?.abort();
      leaving = new AbortController();
      const path = location.hash.replace(/^#/, "").split("?")[0];
      const account = /^\/accounts\/([A-Za-z0-9_-]+)\/?$/.exec(path);
      if (path === "/ladder" || path === "/ladder/") ladderPage(root, leaving.signal);
      else if (account) accountPage(root, account[1], leaving.signal);
      else lobbyPage(root, leaving.signal);
    };
    route();
    window.addEventListener("hashchange", () => {
      route();
      // A new page without a load: start reading it from the top, as after a load.
      window.scrollTo(0, 0);
      root.focus();
    });
  } else if (match) {
    gamePage(root, match[1], testMode);
  } else {
    replace(root, h("p", { class: "error" }, t("no-such-page"), " ", h("a", { href: "/" }, t("see-every-game"))));
  }
}
