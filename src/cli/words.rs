//! The words `watch` prints and `export` writes, in the five languages the
//! rules come in (English, French, Dutch, Ukrainian, Polish), with Project
//! Fluent: one `.ftl` file per language in `locales/`, built into the binary.
//! The language is `--lang`, else the locale of the environment (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`), else English; one this binary does not speak is
//! English too.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language the watcher speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    Fr,
    Nl,
    Uk,
    Pl,
}

impl Lang {
    /// Every language, English (the reference) first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fr, Lang::Nl, Lang::Uk, Lang::Pl];

    /// The language's code (BCP 47), which `--lang` takes.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Nl => "nl",
            Lang::Uk => "uk",
            Lang::Pl => "pl",
        }
    }

    fn messages(self) -> &'static str {
        match self {
            Lang::En => include_str!("locales/en.ftl"),
            Lang::Fr => include_str!("locales/fr.ftl"),
            Lang::Nl => include_str!("locales/nl.ftl"),
            Lang::Uk => include_str!("locales/uk.ftl"),
            Lang::Pl => include_str!("locales/pl.ftl"),
        }
    }

    /// The language of a code or a POSIX locale: `uk`, `fr-BE`,
    /// `uk_UA.UTF-8`, `nl_NL@euro`; `None` for one not spoken here (`C`,
    /// `de_DE`, ``).
    pub fn from_code(code: &str) -> Option<Lang> {
        let language = code
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == language)
    }

    /// The language of the locale in the variables `var` reads, as POSIX
    /// picks the one for messages: the first of `LC_ALL`, `LC_MESSAGES`,
    /// `LANG` that is set and not empty decides, even when this binary does
    /// not speak it (then English, as for `C`).
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty())
            .and_then(|locale| Lang::from_code(&locale))
            .unwrap_or(Lang::En)
    }

    /// The language for `--lang` (when given; unknown is English, not an
    /// error), else for the environment's locale.
    pub fn choose(flag: Option<&str>, var: impl Fn(&str) -> Option<String>) -> Lang {
        match flag {
            Some(code) => Lang::from_code(code).unwrap_or(Lang::En),
            None => Lang::from_locale(var),
        }
    }

    /// The language for `--lang`, else for this process's locale.
    pub fn from_env(flag: Option<&str>) -> Lang {
        Lang::choose(flag, |name| std::env::var(name).ok())
    }
}

/// The messages of one language, ready to fill in.
pub struct Words {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words").field("lang", &self.lang).finish()
    }
}

impl Words {
    /// The messages of `lang`.
    pub fn new(lang: Lang) -> Words {
        // The files are the binary's own and the tests parse each one whole;
        // should one still have a bad entry, the rest of it is kept.
        let resource = FluentResource::try_new(lang.messages().to_owned())
            .unwrap_or_else(|(partial, _)| partial);
        let langid = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // A terminal shows the invisible bidi marks Fluent puts around each
        // inserted name and number as stray characters, and all five
        // languages are written left to right.
        bundle.set_use_isolating(false);
        // Errors here are only messages defined twice: the first is kept.
        let _ = bundle.add_resource(resource);
        Words { lang, bundle }
    }

    /// Message `id` with `args` filled in. A message missing from the file
    /// (the tests see that none is) reads as its id, so a line still says
    /// something.
    pub fn say(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_owned();
        };
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;

    /// Each message's id and the variables it uses, read from the source:
    /// a message starts a line with `id =`; its variables are `$name`s.
    fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
        let mut messages = BTreeMap::new();
        let mut current: Option<String> = None;
        for line in source.lines() {
            if let Some((id, _)) = line.split_once(" =")
                && !id.is_empty()
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                current = Some(id.to_owned());
                messages.insert(id.to_owned(), BTreeSet::new());
            }
            if let Some(id) = &current {
                let vars = line.split('$').skip(1).map(|rest| {
                    rest.chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect::<String>()
                });
                messages.entry(id.clone()).or_default().extend(vars);
            }
        }
        messages
    }

    #[test]
    fn every_language_has_every_message_and_parses() {
        let english = messages(Lang::En.messages());
        assert!(english.len() > 40, "{english:?}");
        for lang in Lang::ALL {
            let source = lang.messages();
            if let Err((_, errors)) = FluentResource::try_new(source.to_owned()) {
                panic!("{}.ftl does not parse: {errors:?}", lang.code());
            }
            let words = Words::new(lang);
            let theirs = messages(source);
            let ids =
                |m: &BTreeMap<String, BTreeSet<String>>| m.keys().cloned().collect::<BTreeSet<_>>();
            assert_eq!(
                ids(&theirs),
                ids(&english),
                "{}.ftl has other messages than en.ftl",
                lang.code()
            );
            for (id, vars) in &english {
                assert!(words.bundle.has_message(id), "{}: {id}", lang.code());
                assert_eq!(
                    &theirs[id],
                    vars,
                    "{}.ftl: {id} uses other variables than in English",
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn every_message_formats_without_error() {
        // Each variable given a number, so that every plural selector finds
        // its category, then a word, for the selectors on words.
        for lang in Lang::ALL {
            let words = Words::new(lang);
            for (id, vars) in messages(lang.messages()) {
                for value in [FluentValue::from(2), FluentValue::from("open")] {
                    let mut args = FluentArgs::new();
                    for var in &vars {
                        args.set(var.clone(), value.clone());
                    }
                    let pattern = words
                        .bundle
                        .get_message(&id)
                        .and_then(|m| m.value())
                        .expect("a message with a value");
                    let mut errors = Vec::new();
                    let text = words
                        .bundle
                        .format_pattern(pattern, Some(&args), &mut errors);
                    assert!(errors.is_empty(), "{}: {id}: {errors:?}", lang.code());
                    assert!(!text.contains('\u{2068}'), "no isolation marks: {text}");
                }
            }
        }
    }

    fn points(lang: Lang, points: u32) -> String {
        Words::new(lang).say(
            "watch-rank",
            &[
                ("rank", 1.into()),
                ("name", "Ada".into()),
                ("points", points.into()),
            ],
        )
    }

    fn rolls(lang: Lang, rolls: u32) -> String {
        Words::new(lang).say(
            "watch-verified",
            &[
                ("versions", 5.into()),
                ("rolls", rolls.into()),
                ("from", "seed".into()),
            ],
        )
    }

    fn seats(lang: Lang, seats: u32) -> String {
        Words::new(lang).say(
            "watch-snapshot",
            &[
                ("status", "open".into()),
                ("seats", seats.into()),
                ("seated", "-".into()),
                ("dice", "-".into()),
            ],
        )
    }

    #[test]
    fn ukrainian_and_polish_count_in_their_plural_forms() {
        // One, few and many: 1, 2 and 22 (few again past 20), 5.
        for (n, uk, pl) in [
            (1, "1 очко", "1 punkt"),
            (2, "2 очки", "2 punkty"),
            (5, "5 очок", "5 punktów"),
            (22, "22 очки", "22 punkty"),
        ] {
            assert!(points(Lang::Uk, n).ends_with(uk), "{}", points(Lang::Uk, n));
            assert!(points(Lang::Pl, n).ends_with(pl), "{}", points(Lang::Pl, n));
        }
        for (n, uk, pl) in [
            (1, "1 кидок", "1 rzut"),
            (2, "2 кидки", "2 rzuty"),
            (5, "5 кидків", "5 rzutów"),
            (22, "22 кидки", "22 rzuty"),
        ] {
            assert!(rolls(Lang::Uk, n).contains(uk), "{}", rolls(Lang::Uk, n));
            assert!(rolls(Lang::Pl, n).contains(pl), "{}", rolls(Lang::Pl, n));
        }
        for (n, uk, pl) in [
            (1, "1 місце", "1 miejsce"),
            (2, "2 місця", "2 miejsca"),
            (5, "5 місць", "5 miejsc"),
            (22, "22 місця", "22 miejsca"),
        ] {
            assert!(seats(Lang::Uk, n).contains(uk), "{}", seats(Lang::Uk, n));
            assert!(seats(Lang::Pl, n).contains(pl), "{}", seats(Lang::Pl, n));
        }
        // French counts 0 and 1 alike; Dutch and English do not.
        assert!(points(Lang::Fr, 0).ends_with("0 point"));
        assert!(points(Lang::En, 0).ends_with("0 points"));
        assert!(points(Lang::Nl, 1).ends_with("1 punt"));
        assert!(points(Lang::Nl, 22).ends_with("22 punten"));
    }

    /// The count in `dice-fair-count`, between its parentheses.
    fn contributed(lang: Lang, contributed: u32, taken: u32) -> String {
        let said = Words::new(lang).say(
            "dice-fair-count",
            &[("contributed", contributed.into()), ("taken", taken.into())],
        );
        let count = said
            .split_once('(')
            .and_then(|(_, rest)| rest.split_once(')'))
            .map(|(count, _)| count.to_owned());
        count.unwrap_or(said)
    }

    #[test]
    fn the_dice_count_agrees_with_the_number_each_word_belongs_to() {
        // Issue 26: the players who contributed are the subject, so the verb
        // (and in French the noun) follows how many contributed; the seated
        // players after "of" still decide the noun where it follows them.
        for (lang, c, t, want) in [
            (Lang::Fr, 1, 2, "1 joueur assis sur 2 a apporté le sien"),
            (Lang::Fr, 2, 2, "2 joueurs assis sur 2 ont apporté le leur"),
            (Lang::Fr, 0, 3, "0 joueur assis sur 3 a apporté le sien"),
            (Lang::Fr, 5, 5, "5 joueurs assis sur 5 ont apporté le leur"),
            (Lang::Nl, 1, 2, "1 van 2 spelers aan tafel droeg bij"),
            (Lang::Nl, 2, 2, "2 van 2 spelers aan tafel droegen bij"),
            (Lang::Nl, 0, 3, "0 van 3 spelers aan tafel droegen bij"),
            (Lang::Nl, 5, 5, "5 van 5 spelers aan tafel droegen bij"),
            (Lang::Nl, 1, 1, "1 van 1 speler aan tafel droeg bij"),
            (Lang::Uk, 1, 2, "внесок зробив 1 з 2 гравців за столом"),
            (Lang::Pl, 1, 5, "wkład dał 1 z 5 graczy przy stole"),
            (Lang::En, 1, 2, "1 of 2 seated players contributed"),
        ] {
            assert_eq!(contributed(lang, c, t), want, "{} {c} of {t}", lang.code());
        }
    }

    #[test]
    fn the_language_is_the_flag_else_the_locale_else_english() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert_eq!(Lang::choose(None, env(&[])), Lang::En);
        assert_eq!(
            Lang::choose(None, env(&[("LANG", "uk_UA.UTF-8")])),
            Lang::Uk
        );
        assert_eq!(Lang::choose(None, env(&[("LANG", "fr_BE@euro")])), Lang::Fr);
        assert_eq!(
            Lang::choose(
                None,
                env(&[("LANG", "pl_PL.UTF-8"), ("LC_MESSAGES", "nl_NL")])
            ),
            Lang::Nl
        );
        assert_eq!(
            Lang::choose(
                None,
                env(&[
                    ("LANG", "pl_PL"),
                    ("LC_MESSAGES", "nl_NL"),
                    ("LC_ALL", "fr_FR")
                ])
            ),
            Lang::Fr
        );
        // Set but empty: the next one decides.
        assert_eq!(
            Lang::choose(None, env(&[("LC_ALL", ""), ("LANG", "pl_PL.UTF-8")])),
            Lang::Pl
        );
        // A locale this binary does not speak, or none at all: English.
        assert_eq!(
            Lang::choose(None, env(&[("LC_ALL", "de_DE.UTF-8"), ("LANG", "fr_FR")])),
            Lang::En
        );
        assert_eq!(Lang::choose(None, env(&[("LANG", "C.UTF-8")])), Lang::En);
        assert_eq!(Lang::choose(None, env(&[("LANG", "POSIX")])), Lang::En);
        // The flag wins over the locale; an unknown one is English.
        let french = env(&[("LANG", "fr_FR.UTF-8")]);
        assert_eq!(Lang::choose(Some("uk"), french), Lang::Uk);
        assert_eq!(Lang::choose(Some("NL"), french), Lang::Nl);
        assert_eq!(Lang::choose(Some("pl-PL"), french), Lang::Pl);
        assert_eq!(Lang::choose(Some("de"), french), Lang::En);
        assert_eq!(Lang::choose(Some(""), french), Lang::En);
    }
}
