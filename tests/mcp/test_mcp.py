"""`mountain-goats mcp` driven by the official MCP Python SDK over stdio.

run.sh starts a game server and sets MG_ADDR (its address), MG_SERVER_BIN
(the `mountain-goats` binary, for `export`, the server's own account of a
game) and MG_MCP_CMD (the MCP server's command, without `--addr`).

The host configuration docs/agents.md shows (its ```json block) is read from
that file and started exactly as a host would start it
(test_the_host_configuration_of_docs_agents_md).
"""

import asyncio
import json
import os
import pathlib
import re
import shlex
import subprocess

import jsonschema
from mcp import Client, StdioServerParameters

ADDR = os.environ["MG_ADDR"]
SERVER_BIN = os.environ["MG_SERVER_BIN"]
MCP_CMD = shlex.split(os.environ["MG_MCP_CMD"])

TOOLS = {
    "find_game",
    "create_game",
    "list_games",
    "join_game",
    "get_state",
    "legal_moves",
    "play_move",
    "preview_move",
    "wait_for_turn",
    "describe_game",
    "watch_game",
}

# One valid input per tool, checked against the tool's own input schema.
EXAMPLES = {
    "find_game": {"players": 4, "house_fill_seconds": 1, "house_strategy": "greedy"},
    "create_game": {"players": 3, "house_seats": [{"seat": 1, "strategy": "expert"}], "join": True},
    "list_games": {"status": "open", "limit": 5},
    "join_game": {"game": "games/abc", "seat": 1, "player_name": "Ada"},
    "get_state": {},
    "legal_moves": {},
    "play_move": {"move_number": 3},
    "preview_move": {"move_number": 1},
    "wait_for_turn": {"timeout_seconds": 30},
    "describe_game": {"game": "games/abc"},
    "watch_game": {"game": "abc", "timeout_seconds": 10, "from_start": True, "max_changes": 20},
}

# Inputs every schema must refuse.
BAD_EXAMPLES = {
    "play_move": [{}, {"move_number": "three"}, {"move_number": -1}],
    "find_game": [{"players": 9}, {"house_strategy": "clever"}],
    "list_games": [{"status": "sleeping"}],
    "describe_game": [{}],
    "wait_for_turn": [{"timeout_seconds": 1000}],
}


def mcp_server(addr=ADDR, name="Tester"):
    return StdioServerParameters(
        command=MCP_CMD[0], args=MCP_CMD[1:] + ["--addr", addr, "--player-name", name]
    )


def text_of(result):
    return "\n".join(c.text for c in result.content if getattr(c, "text", None) is not None)


def export_standings(game):
    """The server's own final standings, read with `mountain-goats export`."""
    out = subprocess.run(
        [SERVER_BIN, "export", "--addr", ADDR, game],
        check=True,
        capture_output=True,
        text=True,
        timeout=30,
    ).stdout
    lines = [json.loads(line) for line in out.splitlines() if line.strip()]
    end = [line for line in lines if line.get("kind") == "end"]
    assert end, f"export of {game} has no end line: the game is not over"
    assert end[-1]["status"] == "finished"
    return [
        {"seat": s["seat"], "name": s["name"], "rank": s["rank"], "score": s["score"]}
        for s in end[-1]["standings"]
    ]


def pick(moves):
    """A simple policy: the most points taken, then summits, then climbing."""

    def worth(move):
        score = 0
        for effect in move["effects"]:
            points = re.search(r"(?:(\d+) )?(\d+)-point", effect)
            if effect.startswith("take") and points:
                score += 10 * int(points.group(1) or 1) * int(points.group(2))
            if "summit (step" in effect:
                score += 5
            if effect.startswith(("climb", "knock")):
                score += 2
        return score

    return max(moves, key=worth)["number"]


def assert_recoverable(result, *words):
    """A tool error that says what happened and what to call next."""
    text = text_of(result)
    assert result.is_error, text
    assert "Next:" in text, text
    assert "Traceback" not in text and "panicked" not in text, text
    for word in words:
        assert word.lower() in text.lower(), (word, text)
    return text


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


def test_tools_and_schemas():
    async def body():
        async with Client(mcp_server()) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert set(tools) == TOOLS
            for name, tool in tools.items():
                assert tool.description and len(tool.description) > 40, name
                schema = tool.input_schema
                assert schema.get("type") == "object", (name, schema)
                jsonschema.Draft202012Validator.check_schema(schema)
                jsonschema.validate(EXAMPLES[name], schema, cls=jsonschema.Draft202012Validator)
                for bad in BAD_EXAMPLES.get(name, []):
                    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(bad))
                    assert errors, (name, bad)
            # The rules are a resource, the history a template.
            resources = (await client.list_resources()).resources
            assert "mountain-goats://rules" in [str(r.uri) for r in resources]
            rules = await client.read_resource("mountain-goats://rules")
            assert "# The rules of Mountain Goats" in rules.contents[0].text
            templates = (await client.list_resource_templates()).resource_templates
            assert any("{id}" in t.uri_template for t in templates)
            # Without a seat, the seat's tools say how to get one.
            for name, args in [("get_state", {}), ("legal_moves", {}), ("play_move", {"move_number": 1})]:
                assert_recoverable(await client.call_tool(name, args), "find_game")
            assert_recoverable(
                await client.call_tool("describe_game", {"game": "games/nosuchgame"}), "list_games"
            )

    run(body())


AGENTS_MD = pathlib.Path(__file__).resolve().parents[2] / "docs" / "agents.md"


def host_configuration():
    """The MCP host configuration docs/agents.md shows: its one ```json block."""
    blocks = re.findall(r"^```json\n(.*?)^```", AGENTS_MD.read_text(), re.S | re.M)
    assert len(blocks) == 1, f"docs/agents.md has {len(blocks)} ```json blocks, not one"
    return json.loads(blocks[0])


def test_the_host_configuration_of_docs_agents_md():
    """docs/agents.md's block, started as a host starts it: its command, its args
    and its env (over the SDK's default environment, as hosts merge it), with
    only what the doc says the reader puts in: the binary's path for
    /path/to/mountain-goats, and their game server's address for the
    127.0.0.1:50051 in the args."""
    servers = host_configuration()["mcpServers"]
    assert list(servers) == ["mountain-goats"], servers
    entry = servers["mountain-goats"]
    assert set(entry) <= {"command", "args", "env"}, entry
    assert entry["command"] == "/path/to/mountain-goats", entry["command"]
    assert entry["args"].count("127.0.0.1:50051") == 1, entry["args"]
    params = StdioServerParameters(
        command=SERVER_BIN,
        args=[ADDR if arg == "127.0.0.1:50051" else arg for arg in entry["args"]],
        env=entry.get("env"),
    )
    name = entry.get("env", {}).get("MOUNTAIN_GOATS_PLAYER_NAME")

    async def body():
        # Entering the client is the initialize handshake.
        async with Client(params) as client:
            assert client.server_info is not None and client.server_info.name == "mountain-goats"
            assert {t.name for t in (await client.list_tools()).tools} == TOOLS
            # The env's player name is the agent's name at the table.
            created = await client.call_tool(
                "create_game", {"players": 2, "house_seats": [{"seat": 1, "strategy": "random"}]}
            )
            assert not created.is_error, text_of(created)
            seats = created.structured_content["state"]["seats"]
            mine = [s["name"] for s in seats if s["you"]]
            assert mine == [name or "Agent"], seats

    run(body())


def test_unreachable_server_is_a_tool_error():
    async def body():
        # Nothing listens on port 1: every call fails, and says to try again.
        async with Client(mcp_server(addr="127.0.0.1:1")) as client:
            text = assert_recoverable(await client.call_tool("list_games", {}), "could not be reached")
            assert "call list_games again" in text

    run(body())


def test_play_a_game_against_three_house_bots():
    async def body():
        async with Client(mcp_server(name="MCP tester")) as client:
            found = await client.call_tool(
                "find_game", {"players": 4, "house_fill_seconds": 1, "house_strategy": "greedy"}
            )
            assert not found.is_error, text_of(found)
            game = found.structured_content["game"]
            seat = found.structured_content["seat"]
            assert found.structured_content["state"]["your_seat"] == seat

            # One seat per session: a second find is refused while this game runs.
            assert_recoverable(await client.call_tool("find_game", {"house_fill_seconds": 1}), "already hold seat")

            checked_errors = False
            my_turns = 0
            for _ in range(200):
                waited = await client.call_tool("wait_for_turn", {"timeout_seconds": 60})
                assert not waited.is_error, text_of(waited)
                data = waited.structured_content
                if data["outcome"] == "game_over":
                    break
                assert data["outcome"] == "your_turn", text_of(waited)
                assert data["state"]["your_turn"] and data["state"]["roll"]
                moves = data["moves"]
                assert moves and [m["number"] for m in moves] == list(range(1, len(moves) + 1))
                assert all(m["text"] and ":" in m["text"] for m in moves)
                my_turns += 1
                number = pick(moves)
                if not checked_errors:
                    # The state and the moves, in words and as structured content.
                    state = await client.call_tool("get_state", {})
                    assert not state.is_error
                    assert "it is your turn" in text_of(state)
                    assert len(state.structured_content["state"]["mountains"]) == 6
                    listed = await client.call_tool("legal_moves", {})
                    assert not listed.is_error
                    assert listed.structured_content["moves"] == moves
                    # A number that is not listed.
                    assert_recoverable(
                        await client.call_tool("play_move", {"move_number": len(moves) + 1}),
                        f"no move {len(moves) + 1}",
                        "legal_moves",
                    )
                    preview = await client.call_tool("preview_move", {"move_number": number})
                    assert not preview.is_error, text_of(preview)
                    assert "Nothing was played" in text_of(preview)
                played = await client.call_tool("play_move", {"move_number": number})
                assert not played.is_error, text_of(played)
                assert played.structured_content["played"]["number"] == number
                assert not played.structured_content["repeated"]
                assert text_of(played).startswith("You played")
                if not checked_errors:
                    checked_errors = True
                    # A retry of the same call plays nothing twice.
                    again = await client.call_tool("play_move", {"move_number": number})
                    assert not again.is_error, text_of(again)
                    assert again.structured_content["repeated"]
                    assert again.structured_content["state"]["version"] == played.structured_content["state"]["version"]
                    # Another move of the roll already played: a stale roll.
                    if len(moves) > 1:
                        other = 1 if number != 1 else 2
                        assert_recoverable(
                            await client.call_tool("play_move", {"move_number": other}),
                            "stale roll",
                            "legal_moves",
                        )
            else:
                raise AssertionError("the game did not end within 200 waits")
            assert checked_errors and my_turns >= 5

            final = await client.call_tool("get_state", {})
            assert not final.is_error
            state = final.structured_content["state"]
            assert state["status"] == "finished"
            assert "The game is over" in text_of(final)
            # The standings as the server itself reports them.
            assert state["standings"] == export_standings(game)
            mine = [s for s in state["standings"] if s["seat"] == seat]
            assert mine and mine[0]["name"] == "MCP tester"
            # Over: the seat's tools say so, and a new game may be found.
            assert_recoverable(await client.call_tool("legal_moves", {}), "over")
            # The history resource tells the whole game.
            history = await client.read_resource(f"mountain-goats://{game}/history")
            lines = history.contents[0].text.splitlines()
            assert any("You played" in line for line in lines)
            assert "The game is over" in history.contents[0].text

    run(body())


def test_spectator_follows_a_house_game_to_the_end():
    async def body():
        async with Client(mcp_server(name="Host")) as host, Client(mcp_server(name="Spectator")) as spectator:
            # Three expert house bots (they think 50 ms a move) play among themselves.
            created = await host.call_tool(
                "create_game",
                {
                    "players": 3,
                    "join": False,
                    "house_seats": [{"seat": s, "strategy": "expert"} for s in range(3)],
                },
            )
            assert not created.is_error, text_of(created)
            game = created.structured_content["state"]["game"]
            # Sitting down is refused when every seat would be a house bot's.
            assert_recoverable(
                await host.call_tool(
                    "create_game", {"players": 2, "house_seats": [{"seat": 0}, {"seat": 1}]}
                ),
                "join false",
            )

            described = await spectator.call_tool("describe_game", {"game": game})
            assert not described.is_error
            assert described.structured_content["state"]["your_seat"] is None

            versions = []
            lines = []
            outcome = None
            first = True
            for _ in range(100):
                watched = await spectator.call_tool(
                    "watch_game", {"game": game, "timeout_seconds": 20, "from_start": first, "max_changes": 25}
                )
                first = False
                assert not watched.is_error, text_of(watched)
                data = watched.structured_content
                versions += [c["version"] for c in data["changes"]]
                lines += [line for c in data["changes"] for line in c["lines"]]
                outcome = data["outcome"]
                assert outcome in ("game_over", "timeout", "more")
                if outcome == "game_over":
                    break
            assert outcome == "game_over"
            # Every change, in order, none missed, to the end.
            assert versions == list(range(versions[0], versions[0] + len(versions))), versions
            assert versions[0] <= 2
            assert any(line.startswith("The game is over") for line in lines)
            state = data["state"]
            assert state["status"] == "finished"
            assert state["standings"] == export_standings(game)

    run(body())
