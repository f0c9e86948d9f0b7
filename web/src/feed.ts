// A game's history, followed live: WatchGame from version 0 streams every
// change from the creation on, then continues live. A dropped stream is
// resumed with `resume_after` = the last version seen, so no change is
// missed; a change that does not follow the last one (a gap) also resumes.

import { ConnectError, Code } from "@connectrpc/connect";
import type { Event, Game } from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { GameStatus } from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import type { GameClient } from "./api.js";

/** The game after one version, and what happened in that change. */
export interface Entry {
  version: number;
  game: Game;
  events: Event[];
  /** Known only from a snapshot: the events that led here were not sent. */
  fromSnapshot: boolean;
}

export type Connection = "connecting" | "live" | "reconnecting" | "ended";

export interface FeedListener {
  /** A new version was added to the history (in order). */
  onEntry(entry: Entry): void;
  onConnection(state: Connection, detail?: string): void;
}

export class GameFeed {
  /** entries[v - 1] is version v (holes, after a snapshot, stay undefined). */
  readonly entries: (Entry | undefined)[] = [];
  /** Every version applied, in the order it was applied. */
  readonly seen: number[] = [];
  reconnects = 0;
  gaps = 0;
  private current: AbortController | undefined;
  private stopped = false;

  constructor(
    private readonly client: GameClient,
    readonly name: string,
    private readonly listener: FeedListener,
  ) {}

  get last(): number {
    return this.entries.length;
  }

  get latest(): Entry | undefined {
    return this.entries[this.entries.length - 1];
  }

  get finished(): boolean {
    return this.latest?.game.status === GameStatus.FINISHED;
  }

  /** Cancelled by the server before it started: over, with no result. */
  get cancelled(): boolean {
    return this.latest?.game.status === GameStatus.CANCELLED;
  }

  /** Over for good, finished or cancelled: nothing more will come. */
  get over(): boolean {
    return this.finished || this.cancelled;
  }

  /** Cuts the current stream; the feed resumes after the last version. */
  dropStream(): void {
    this.current?.abort(new Error("dropped on purpose"));
  }

  stop(): void {
    this.stopped = true;
    this.current?.abort(new Error("stopped"));
  }

  /** Follows the game until it is over (or `stop`). */
  async run(): Promise<void> {
    let backoff = 250;
    let first = true;
    while (!this.stopped && !this.over) {
      this.listener.onConnection(first ? "connecting" : "reconnecting");
      if (!first) this.reconnects++;
      first = false;
      const controller = new AbortController();
      this.current = controller;
      try {
        const stream = this.client.watchGame(
          { name: this.name, resumeAfter: BigInt(this.last) },
          { signal: controller.signal },
        );
        let ended = true;
        for await (const response of stream) {
          backoff = 250;
          this.listener.onConnection("live");
          const update = response.update;
          if (update.case === "change") {
            const change = update.value;
            const version = Number(change.version);
            if (version <= this.last) continue; // already seen
            if (version !== this.last + 1 || !change.game) {
              // A gap: resume from the last version we have.
              this.gaps++;
              ended = false;
              controller.abort(new Error(`gap: v${version} after v${this.last}`));
              break;
            }
            this.add({ version, game: change.game, events: change.events, fromSnapshot: false });
          } else if (update.case === "snapshot") {
            const game = update.value.game;
            if (!game) continue;
            const version = Number(game.version);
            if (version <= this.last) continue;
            if (version !== this.last + 1) this.gaps++;
            this.add({ version, game, events: [], fromSnapshot: true });
          } else if (update.case === "heartbeat") {
            if (Number(update.value.version) > this.last) {
              this.gaps++;
              ended = false;
              controller.abort(new Error("behind the heartbeat"));
              break;
            }
          }
        }
        if (ended && !this.over && !this.stopped) {
          // The server ended the stream before the game did (a restart, say).
          this.listener.onConnection("reconnecting", "the stream ended");
          await sleep(backoff + Math.random() * backoff);
          backoff = Math.min(backoff * 2, 5000);
        }
      } catch (error) {
        if (this.stopped) break;
        const err = ConnectError.from(error);
        if (err.code === Code.NotFound || err.code === Code.InvalidArgument) {
          this.listener.onConnection("ended", err.rawMessage);
          return;
        }
        if (!controller.signal.aborted) {
          // The network or the server failed: wait a little, then resume.
          this.listener.onConnection("reconnecting", err.rawMessage);
          await sleep(backoff + Math.random() * backoff);
          backoff = Math.min(backoff * 2, 5000);
        }
      }
    }
    this.current = undefined;
    if (!this.stopped) this.listener.onConnection("ended");
  }

  private add(entry: Entry): void {
    this.entries[entry.version - 1] = entry;
    this.seen.push(entry.version);
    this.listener.onEntry(entry);
  }

  /** Every roll of the game's history, by turn. */
  rolls(): Map<bigint, number[]> {
    const rolls = new Map<bigint, number[]>();
    for (const entry of this.entries) {
      for (const event of entry?.events ?? []) {
        if (event.kind.case === "diceRolled") {
          rolls.set(event.kind.value.turn, [...(event.kind.value.roll?.dice ?? [])]);
        }
      }
    }
    return rolls;
  }

  /** Whether any version is known only from a snapshot. */
  hasHoles(): boolean {
    return this.entries.some((e) => !e || e.fromSnapshot);
  }

  /** Reads the whole history again from version 1 (for a finished game). */
  async refill(): Promise<void> {
    const stream = this.client.watchGame({ name: this.name, resumeAfter: 0n });
    for await (const response of stream) {
      if (response.update.case !== "change") continue;
      const change = response.update.value;
      const version = Number(change.version);
      if (change.game && version >= 1 && version <= this.entries.length) {
        this.entries[version - 1] = { version, game: change.game, events: change.events, fromSnapshot: false };
      }
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
