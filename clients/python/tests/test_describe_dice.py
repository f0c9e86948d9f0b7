"""describe_dice in the rules' five languages (no server needed): the
sentences, the plural forms, how a language is chosen, and that the package's
messages are the ones `mountain-goats watch` prints (src/cli/locales)."""

from __future__ import annotations

from importlib import resources

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast

from mountain_goats import describe_dice
from mountain_goats.dice import LANGUAGES, language
from mountain_goats.v1 import game_pb2

from conftest import REPO_ROOT

FAIR = game_pb2.DICE_SOURCE_SERVER_SEED_AND_PLAYERS
CHOSEN = game_pb2.DICE_SOURCE_CHOSEN_SEED
ALONE = game_pb2.DICE_SOURCE_UNSPECIFIED


def _game(source: int, taken: int = 3, contributed: int = 2) -> game_pb2.Game:
    return game_pb2.Game(
        dice_source=source,
        seats=[
            game_pb2.Seat(index=i, taken=True, dice_contribution=b"\x01" if i < contributed else b"")
            for i in range(taken)
        ],
    )


# Each language's three sources, for a game where 2 of 3 seated players sent
# a contribution: the sentences of src/cli/locales, filled in.
SENTENCES = {
    "en": (
        "dice from a seed the creator chose: the creator knows every roll",
        "dice from the server's seed mixed with the players' contributions "
        "(2 of 3 seated players contributed): nobody can steer them alone",
        "dice from the seed alone (the server did not record who chose it)",
    ),
    "fr": (
        "dés tirés d’une graine choisie par le créateur : le créateur connaît chaque lancer",
        "dés tirés de la graine du serveur mêlée aux apports des joueurs "
        "(2 joueurs assis sur 3 ont apporté le leur) : personne ne peut les orienter seul",
        "dés tirés de la seule graine (le serveur n’a pas noté qui l’a choisie)",
    ),
    "nl": (
        "dobbelstenen uit een seed die de maker koos: de maker kent elke worp",
        "dobbelstenen uit de seed van de server gemengd met de bijdragen van de spelers "
        "(2 van 3 spelers aan tafel droegen bij): niemand kan ze alleen sturen",
        "dobbelstenen uit alleen de seed (de server heeft niet bijgehouden wie die koos)",
    ),
    "uk": (
        "кубики із зерна, яке обрав творець: творець знає кожен кидок",
        "кубики із зерна сервера, змішаного з внесками гравців "
        "(внесок зробили 2 з 3 гравців за столом): ніхто не може керувати ними сам",
        "кубики лише із зерна (сервер не записав, хто його обрав)",
    ),
    "pl": (
        "kości z ziarna wybranego przez twórcę: twórca zna każdy rzut",
        "kości z ziarna serwera zmieszanego z wkładami graczy "
        "(wkład dało 2 z 3 graczy przy stole): nikt nie może sam nimi sterować",
        "kości z samego ziarna (serwer nie zapisał, kto je wybrał)",
    ),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_says_each_source(lang):
    chosen, fair, alone = SENTENCES[lang]
    assert describe_dice(_game(CHOSEN), lang=lang) == chosen
    assert describe_dice(_game(FAIR), lang=lang) == fair
    assert describe_dice(_game(ALONE), lang=lang) == alone


def test_english_is_the_default():
    assert describe_dice(_game(FAIR)) == SENTENCES["en"][1]
    assert describe_dice(_game(CHOSEN), None) == SENTENCES["en"][0]


def test_a_game_nobody_sits_at_yet_has_no_count():
    assert describe_dice(_game(FAIR, taken=0, contributed=0), lang="pl") == (
        "kości z ziarna serwera zmieszanego z wkładami graczy: nikt nie może sam nimi sterować"
    )


# The seated players' count, in each plural form: uk and pl have one (1),
# few (2, 22) and many (5); en, fr and nl one and other.
PLURALS = {
    "uk": {
        1: "(внесок зробив 1 з 1 гравця за столом)",
        2: "(внесок зробив 1 з 2 гравців за столом)",
        5: "(внесок зробив 1 з 5 гравців за столом)",
        22: "(внесок зробив 1 з 22 гравців за столом)",
    },
    "pl": {
        1: "(wkład dał 1 z 1 gracza przy stole)",
        2: "(wkład dał 1 z 2 graczy przy stole)",
        5: "(wkład dał 1 z 5 graczy przy stole)",
        22: "(wkład dał 1 z 22 graczy przy stole)",
    },
    "en": {1: "(1 of 1 seated player contributed)", 2: "(1 of 2 seated players contributed)"},
    "fr": {1: "(1 joueur assis sur 1 a apporté le sien)", 5: "(1 joueur assis sur 5 a apporté le sien)"},
    "nl": {1: "(1 van 1 speler aan tafel droeg bij)", 22: "(1 van 22 spelers aan tafel droeg bij)"},
}


@pytest.mark.parametrize(
    "lang,taken,words",
    [(lang, n, words) for lang, forms in PLURALS.items() for n, words in forms.items()],
    ids=[f"{lang}-{n}" for lang, forms in PLURALS.items() for n in forms],
)
def test_plural_forms(lang, taken, words):
    said = describe_dice(_game(FAIR, taken=taken, contributed=1), lang=lang)
    assert words in said, said


# Issue 26: the players who contributed are the subject, so the verb (and in
# French the noun) follows how many contributed, the noun after "of" how many
# are seated.
COUNTS = [
    ("fr", 1, 2, "(1 joueur assis sur 2 a apporté le sien)"),
    ("fr", 2, 2, "(2 joueurs assis sur 2 ont apporté le leur)"),
    ("fr", 0, 3, "(0 joueur assis sur 3 a apporté le sien)"),
    ("fr", 5, 5, "(5 joueurs assis sur 5 ont apporté le leur)"),
    ("nl", 1, 2, "(1 van 2 spelers aan tafel droeg bij)"),
    ("nl", 2, 2, "(2 van 2 spelers aan tafel droegen bij)"),
    ("nl", 0, 3, "(0 van 3 spelers aan tafel droegen bij)"),
    ("nl", 5, 5, "(5 van 5 spelers aan tafel droegen bij)"),
    ("uk", 1, 2, "(внесок зробив 1 з 2 гравців за столом)"),
    ("pl", 1, 5, "(wkład dał 1 z 5 graczy przy stole)"),
]


@pytest.mark.parametrize(
    "lang,contributed,taken,words",
    COUNTS,
    ids=[f"{lang}-{c}-of-{t}" for lang, c, t, _ in COUNTS],
)
def test_the_count_agrees_with_the_number_each_word_belongs_to(lang, contributed, taken, words):
    said = describe_dice(_game(FAIR, taken=taken, contributed=contributed), lang=lang)
    assert words in said, said


@pytest.mark.parametrize(
    "tag,lang",
    [
        ("fr-BE", "fr"),
        ("nl_BE", "nl"),
        ("uk_UA.UTF-8", "uk"),
        ("PL", "pl"),
        ("en-GB", "en"),
        ("pt_BR", "en"),
        ("pt-BR", "en"),
        ("de", "en"),
        ("C", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_a_tag_resolves_to_its_base_language_or_english(tag, lang):
    assert language(tag) == lang
    assert describe_dice(_game(CHOSEN), lang=tag) == SENTENCES[lang][0]


def _messages(text: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse(text)
    junk = [e.content for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, junk
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


def _shipped(lang: str) -> str:
    return resources.files("mountain_goats").joinpath("locales").joinpath(f"{lang}.ftl").read_text("utf-8")


def test_the_package_ships_every_language_and_no_other():
    shipped = sorted(p.name for p in resources.files("mountain_goats").joinpath("locales").iterdir())
    assert shipped == sorted(f"{lang}.ftl" for lang in LANGUAGES)


def test_every_language_has_the_messages_english_has():
    english = _messages(_shipped("en"))
    assert sorted(english) == ["dice-chosen", "dice-fair", "dice-fair-count", "dice-seed-alone"]
    for lang in LANGUAGES:
        assert sorted(_messages(_shipped(lang))) == sorted(english), lang


def test_the_messages_are_those_mountain_goats_watch_prints():
    serialize = FluentSerializer().serialize_entry
    for lang in LANGUAGES:
        cli = _messages((REPO_ROOT / "src" / "cli" / "locales" / f"{lang}.ftl").read_text("utf-8"))
        for key, message in _messages(_shipped(lang)).items():
            assert key in cli, f"{lang}: {key} is not in src/cli/locales/{lang}.ftl"
            assert serialize(message) == serialize(cli[key]), f"{lang}: {key} differs from src/cli/locales/{lang}.ftl"
