#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::unreachable,
        clippy::todo,
        clippy::unimplemented
    )
)]
//! swjudge: a cited rules judge for the Star Wars CCG (Hoth, Dagobah, Cloud City and the later
//! Hoth rules update).
//!
//! The library loads a scenario ([`scenario::load_file`]), answers questions about its board
//! ([`ask`]), checks a scenario's expectations ([`check::check_scenario`]) and validates a board
//! ([`rules::validate::validate`]). Only the binary knows about terminals and output formats;
//! [`render`] turns results into text for it.

pub mod api;
pub mod board;
pub mod cancel;
pub mod catalog;
pub mod check;
pub mod edit;
pub mod explain;
pub mod generate;
pub mod input;
pub mod query;
pub mod render;
pub mod rulebook;
pub mod rules;
pub mod scenario;
pub mod sequence;
pub mod text;
pub mod verdict;
pub mod warnings;

pub use board::Board;
pub use rules::{AskError, Ruleset};
pub use verdict::{Answer, Verdict};

/// The ruleset in force: the caller's choice, else the scenario's `rules:`, else `latest`
/// (kept in `board/`, where the rules' validation reads it too).
pub use board::ruleset_for;

/// Why `chosen` cannot judge `board`: `dotf` for a Star Wars CCG board, or a Star Wars CCG
/// ruleset for a Young Jedi board. The same refusal a scenario's own `rules:` key gets, for
/// `--rules`; `None` when they agree.
pub fn ruleset_conflict(board: &Board, chosen: Option<Ruleset>) -> Option<String> {
    let chosen = chosen?;
    match (board.game, chosen) {
        (board::Game::Swccg, Ruleset::Dotf) => Some(
            "`dotf` is the Young Jedi ruleset, and this is a Star Wars CCG scenario: choose hoth, dagobah, cloud-city or latest".to_string(),
        ),
        (board::Game::YoungJedi, r) if r != Ruleset::Dotf => Some(format!(
            "`{}` is a Star Wars CCG ruleset, and this is a Young Jedi scenario: it is judged under dotf",
            r.name()
        )),
        _ => None,
    }
}

/// Parses `query` and answers it on `board`. A question the query language does not read is
/// read as a player's words ([`query::natural`]): the verdict's `read_as` then holds the
/// canonical question it was read as; when several readings fit, the error lists them. (So is
/// `is <card> <words>` whose words are no classification: `is Luke alone?` is `alone`.)
pub fn ask(board: &Board, query: &str, ruleset: Option<Ruleset>) -> Result<Verdict, AskError> {
    // A ruleset said in words (`under the Dagobah rules`): the ruleset asked, as `--rules`.
    if query::parse(query).is_err() {
        let yj = board.game == board::Game::YoungJedi;
        match query::natural::ruleset::said(query, ruleset, yj) {
            Err(e) => return Err(rules::AskErrorKind::Reading(*e).into()),
            Ok(Some((rest, said))) => {
                return ask_under(board, &rest, Some(said)).map(|mut v| {
                    v.query = query.trim().to_string();
                    v
                });
            }
            Ok(None) => {}
        }
    }
    ask_under(board, query, ruleset)
}

/// [`ask`], the ruleset said in words set aside.
fn ask_under(board: &Board, query: &str, ruleset: Option<Ruleset>) -> Result<Verdict, AskError> {
    use query::natural::{self, Reading};
    // `…, then what` after a statement asks what follows from it: no row of acts.
    if let Some(bare) = natural::words::without_outcome_tag(query) {
        let mut v = ask_under(board, &bare, ruleset)?;
        v.query = query.trim().to_string();
        v.read_as = Some(v.read_as.take().unwrap_or(bare));
        return Ok(v);
    }
    if let Some(parts) = query::parser::then_parts(query) {
        return ask_sequence(board, query, &parts, ruleset_for(board, ruleset));
    }
    let ruleset = ruleset_for(board, ruleset);
    // A canonical question typed with filler (`markers rn`, `please lost-with hoth`): the
    // question without it, where the question as typed is not answered (a syntax error, or
    // the filler taken for a name) and the question without it is, the filler said as not
    // used; never a name made of filler. (Else the words are read as before.)
    if let Some((bare, unused)) = natural::words::canonical_without_filler(query)
        && query::parse(&bare).is_ok()
        && !query::parse(query).is_ok_and(|q| rules::evaluate(board, &q, ruleset).is_ok())
        && let Ok(mut v) = ask_under(board, &bare, Some(ruleset))
    {
        v.query = query.trim().to_string();
        v.read_as = Some(v.read_as.take().unwrap_or(bare));
        return Ok(not_used(v, &unused));
    }
    // A Young Jedi board's syntax errors suggest Young Jedi questions.
    let yj = board.game == board::Game::YoungJedi;
    let read =
        |canonical: String, syntax: Option<query::QueryError>| -> Result<Verdict, AskError> {
            // A reading that is a row of acts (`Boba takes Han to Slave I`: his move, then his
            // boarding) is asked as the row, shown as read.
            if let Some(parts) = query::parser::then_parts(&canonical) {
                let mut v = ask_sequence(board, &canonical, &parts, ruleset)?;
                v.query = query.trim().to_string();
                v.read_as = Some(canonical);
                return Ok(v);
            }
            // A reading the query language does not parse is no reading: the question's own
            // syntax error stands (its spans index what the user typed).
            let q = match (query::parse(&canonical), syntax) {
                (Ok(q), _) => q,
                (Err(_), Some(e)) => return Err(e.for_game(yj).into()),
                (Err(e), None) => return Err(e.into()),
            };
            let mut v = rules::evaluate(board, &q, ruleset).map_err(|e| {
                let help = miette::Diagnostic::help(&e).map(|h| h.to_string());
                AskError::from(rules::AskErrorKind::Reading(
                    natural::NaturalError::refused(query, &canonical, e.to_string(), help),
                ))
            })?;
            v.query = query.trim().to_string();
            v.read_as = Some(canonical);
            Ok(v)
        };
    match query::parse(query) {
        Ok(q) if words_may_say_more(&q.kind) => match natural::read(board, query) {
            Reading::Read(canonical) if query::parse(&canonical).is_ok() => read(canonical, None),
            // A frame fit, but its name fits nothing (`Is Luke present?` with no Luke): that
            // is the answer, not a classification nobody asked about.
            Reading::Failed(e) if matches!(*e, natural::NaturalError::NoFit { .. }) => {
                Err(rules::AskErrorKind::Reading(*e).into())
            }
            _ => rules::evaluate(board, &q, ruleset),
        },
        Ok(q) => match rules::evaluate(board, &q, ruleset) {
            // A name typed bare that names nothing as the language reads it (`capture
            // chewie` for `@chewie`, `can move bay_trooper …`): the words may name it.
            Err(e) if names_amiss(&e) && !query.contains(['"', '@']) => {
                match natural::read(board, query) {
                    Reading::Read(canonical) if canonical != query.trim() => read(canonical, None),
                    _ => Err(e),
                }
            }
            answered => answered,
        },
        Err(syntax) if query.len() > query::parser::MAX_QUERY_BYTES => {
            Err(syntax.for_game(yj).into())
        }
        // A sentence of context before or after the question: the one that asks, read first
        // (the whole read as one would leave the context's words unused).
        // Two hands said with a duel's two characters: the duel replayed, before any
        // sentence is read alone (the hands may follow a dash: `what if … - duel a v b hands
        // …`).
        Err(syntax) if let Some(Reading::Read(duel)) = natural::duel_with_hands(board, query) => {
            read(duel, Some(syntax))
        }
        Err(syntax) => match ask_in_sentences(board, query, ruleset, false) {
            Some(answered) => answered,
            None => match natural::read(board, query) {
                Reading::Read(canonical) => read(canonical, Some(syntax)),
                Reading::ReadLeaving(canonical, unused) => {
                    read(canonical, Some(syntax)).map(|v| not_used(v, &unused))
                }
                // Acts joined by `and` (`dengar walks to the platform and boards slave i`): a row of
                // acts, when the whole is not read and each act is.
                failed => {
                    // A pronoun of the sentence that asks that the context names no card for.
                    if let Some(Err(e)) = ask_in_sentences(board, query, ruleset, true) {
                        return Err(e);
                    }
                    // A short remark said first that names no card (`deck's empty - …`):
                    // the question after it, the remark said as not used.
                    if let Some(at) = natural::words::remark_first(query)
                        && natural::cards_said(board, &query[..at]).is_empty()
                        && let Reading::Read(canonical) = natural::read(board, &query[at..])
                    {
                        let remark = query[..at].trim().trim_end_matches(['.', ';', '-', ' ']);
                        return read(canonical, Some(syntax))
                            .map(|v| not_used(v, &[remark.to_string()]));
                    }
                    if let Some(parts) = natural::words::and_parts(query) {
                        match ask_sequence(board, query, &parts, ruleset) {
                            Ok(v) => return Ok(v),
                            // A pronoun that names no card: asked back, never guessed.
                            Err(e) if asks_back(&e) => return Err(e),
                            Err(_) => {}
                        }
                    }
                    match failed {
                        // Readings listed of which one alone is a question the board can
                        // answer (`can deploy X to @crawler` beside `… aboard @crawler`: a
                        // card named where a location is asked): that one is the question.
                        Reading::Failed(e) => match one_that_fits(board, &e, ruleset) {
                            Some(one) => read(one, Some(syntax)),
                            None => {
                                Err(rules::AskErrorKind::Reading(*pronoun_asked(query, *e)).into())
                            }
                        },
                        _ => Err(with_words(board, query, syntax.for_game(yj)).into()),
                    }
                }
            },
        },
    }
}

/// Of the readings a question in words was found to have (every one of them listed), the one
/// that alone names each card and location as its question form takes them: the others name
/// a card where a location is asked, or the like (`wrong_kind`), and ask nothing. `None` when
/// no reading, or more than one, is left, or the readings were not all listed.
fn one_that_fits(
    board: &Board,
    e: &query::natural::NaturalError,
    ruleset: Ruleset,
) -> Option<String> {
    let query::natural::NaturalError::Readings {
        readings, count, ..
    } = e
    else {
        return None;
    };
    if *count != readings.len() || readings.len() < 2 {
        return None;
    }
    let fits: Vec<&String> = readings
        .iter()
        .filter(|r| match query::parse(r) {
            Ok(q) => !matches!(
                rules::evaluate(board, &q, ruleset),
                Err(e) if matches!(*e.0, rules::AskErrorKind::WrongKind { .. })
            ),
            Err(_) => false,
        })
        .collect();
    match fits.as_slice() {
        [one] => Some((*one).clone()),
        _ => None,
    }
}

/// The pronouns of the sentence that asks (`asking`), the cards each may stand for among those
/// the context names (`said`: each card with the words that named it; `topic`: the card a
/// context said as the question's topic stands for), and the ways of saying the question with
/// each pronoun stood for one of its cards (a few).
#[allow(clippy::type_complexity)]
fn pronoun_ways(
    board: &Board,
    asking: &str,
    said: &[(String, String)],
    topic: Option<&String>,
) -> (
    Vec<(std::ops::Range<usize>, String)>,
    Vec<Vec<String>>,
    Vec<String>,
) {
    use query::natural::{self, story};
    let named: Vec<String> = said.iter().map(|(c, _)| c.clone()).collect();
    // Each pronoun's cards among those the context names (of its kind), said in the words
    // that named them (`his lightsaber` then reads as its owner's).
    let pronouns = story::pronouns(asking);
    // (A pronoun after the first that the context names nothing for stays as said.)
    // An object pronoun (`him`, `her`, `them`) never stands for a card its own sentence names
    // before it as who acts (`can bossk leave him in …`: not Bossk, who would be `himself`).
    let own = |at: &std::ops::Range<usize>, word: &str, cards: Vec<String>| {
        if !matches!(word, "him" | "her" | "them") {
            return cards;
        }
        let before: Vec<String> = natural::cards_said(board, &asking[..at.start])
            .into_iter()
            .map(|(c, _)| c)
            .collect();
        let others: Vec<String> = cards
            .iter()
            .filter(|c| !before.contains(c))
            .cloned()
            .collect();
        if others.is_empty() { cards } else { others }
    };
    let choices: Vec<Vec<String>> = pronouns
        .iter()
        .enumerate()
        .map(
            |(i, (at, word))| match story::referents(board, &named, word) {
                none if none.is_empty() && i > 0 => vec![word.clone()],
                cards => match topic {
                    Some(t) if cards.contains(t) => vec![t.clone()],
                    _ => own(at, word, cards),
                },
            },
        )
        .collect();
    let typed = |card: &String| {
        said.iter()
            .find(|(c, _)| c == card)
            .map_or(card.clone(), |(_, w)| w.clone())
    };
    // Every way of standing each pronoun for one of its cards (a few): the ways the act
    // reads. One reading is the question; none or several (different questions) are asked
    // back, never chosen.
    let mut ways: Vec<String> = vec![asking.to_string()];
    for ((at, _), cards) in pronouns.iter().zip(&choices).rev() {
        ways = ways
            .iter()
            .flat_map(|w| {
                cards
                    .iter()
                    .map(move |c| format!("{}{}{}", &w[..at.start], typed(c), &w[at.end..]))
            })
            .take(MAX_PRONOUN_WAYS)
            .collect();
    }
    (pronouns, choices, ways)
}

/// Each way of the question asked: the readings (each once, with the words that gave it), and
/// whether some way read several ways (then no one reading is the question).
fn read_ways(board: &Board, ways: Vec<String>, ruleset: Ruleset) -> (Vec<(String, Verdict)>, bool) {
    use query::natural;
    let mut read: Vec<(String, Verdict)> = Vec::new();
    // A way whose words read several ways (`can obi wan …`: two cards fit `obi wan`) is read,
    // only not yet chosen: the other ways are then not the one reading.
    let mut unsure = false;
    for words in ways {
        match ask_under(board, &words, Some(ruleset)) {
            Ok(mut v) => {
                v.read_as = Some(v.read_as.take().unwrap_or_else(|| words.clone()));
                if !read.iter().any(|(_, r)| r.read_as == v.read_as) {
                    read.push((words, v));
                }
            }
            Err(e) => {
                unsure |= matches!(
                    &*e.0,
                    rules::AskErrorKind::Reading(natural::NaturalError::Readings { .. })
                        | rules::AskErrorKind::Ambiguous { .. }
                );
            }
        }
    }
    (read, unsure)
}

/// The most ways [`ask_in_sentences`] stands a question's pronouns for the cards named before.
const MAX_PRONOUN_WAYS: usize = 8;

/// A question said with a sentence of context (`maul is at theed palace. can he duel
/// anakin?`, `chewie is boba's prisoner, what can happen to him now?`): the sentence that asks
/// is asked, a pronoun in it standing for the one card of its kind the context names (else
/// asked back). Each context sentence is said beside the answer; one the board contradicts
/// (asked as a question, answered no) is said to be so, never used silently. `None` for one
/// sentence, or when the sentence that asks is not read either (or, unless `ask_back`, when
/// its pronoun names no card of the context alone).
fn ask_in_sentences(
    board: &Board,
    query: &str,
    ruleset: Ruleset,
    ask_back: bool,
) -> Option<Result<Verdict, AskError>> {
    use query::natural::{self, story};
    let (ask, context) = natural::words::sentences(query)?;
    // A sentence said first that gives the question's number (`if anakins destiny is 3, how
    // many cards …`) is no context: the words are read whole.
    if context
        .iter()
        .any(|r| natural::says_a_slots_number(&query[r.clone()]))
    {
        return None;
    }
    // A place a context sentence names as where a card goes (`conquest to kiffex, can it go`)
    // is the question's destination, never dropped.
    let mut asking = query[ask.clone()].trim().to_string();
    for r in &context {
        asking = natural::places_of_context(board, &query[r.clone()], &asking)?;
    }
    let asking = asking.as_str();
    let said: Vec<(String, String)> = context
        .iter()
        .flat_map(|r| natural::cards_said(board, &query[r.clone()]))
        .collect();
    // A context put first as the question's topic: its pronouns stand for that card.
    let topic = match context.as_slice() {
        [before] if before.end <= ask.start => {
            story::topic(&query[before.clone()], &query[before.end..ask.start], &said)
                .or_else(|| story::stated_subject(&query[before.clone()], &said))
        }
        _ => None,
    };
    let (pronouns, choices, ways) = pronoun_ways(board, asking, &said, topic);
    let (mut read, unsure) = read_ways(board, ways, ruleset);
    // A context that names a card and an act by its word (`wedge searches the dune sea, what
    // does he need to draw`, `the tauntaun goes to the perimeter, does it set off …`) says the
    // act asked of: a reading of the question alone as another act is no reading of the whole.
    // (A context naming no card, `so it's my battle step`, says when, not what; one said as a
    // state, `boba is alone`, is a fact the board is asked of, below.)
    let stated = |r: &std::ops::Range<usize>| {
        query[r.clone()]
            .split_whitespace()
            .any(|w| matches!(w.to_lowercase().as_str(), "is" | "are" | "was" | "were"))
    };
    let acts: Vec<&str> = context
        .iter()
        .filter(|r| !said.is_empty() && !stated(r))
        .flat_map(|r| {
            natural::words::acts_said(board.game == board::Game::YoungJedi, &query[r.clone()])
        })
        .collect();
    let other_act = !acts.is_empty()
        && read.iter().any(|(_, v)| {
            let q = v.read_as.as_deref().unwrap_or_default();
            let q = q.strip_prefix("cost ").unwrap_or(q);
            !acts
                .iter()
                .any(|a| q == *a || q.starts_with(&format!("{a} ")))
        });
    // Not read so: a context said first may be the question's condition (`maul goes after the
    // podracer kid - who gets to defend`: who defends if he does), the context then no longer
    // context but the question's own words.
    if (read.is_empty() || other_act)
        && let [before] = context.as_slice()
        && before.end <= ask.start
    {
        let asked = asking.trim_end_matches(['?', ' ']);
        let cond = query[before.clone()].trim();
        // (A condition said as one already, `if …, who wins?`, is the whole question's.)
        let first = cond
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_lowercase();
        let conditional = matches!(first.as_str(), "if" | "when" | "once" | "after" | "before");
        // Every word of the context read: a reading that leaves some out is no reading of it.
        if !conditional
            && let Ok(mut v) = ask_under(board, &format!("{asked} if {cond}"), Some(ruleset))
            && !v.warnings.iter().any(|w| w.contains("; not used: "))
        {
            v.query = query.trim().to_string();
            return Some(Ok(v));
        }
    }
    if other_act {
        return None;
    }
    let mut v = match (
        read.len(),
        pronouns.iter().zip(&choices).find(|(_, c)| c.len() != 1),
    ) {
        (1, _) if !unsure => read.pop().map(|(_, v)| v)?,
        (_, Some(((at, word), fit))) if ask_back => {
            let e = story::ask_back(asking, at.clone(), word, fit.len());
            return Some(Err(rules::AskErrorKind::Reading(e).into()));
        }
        _ => return None,
    };
    // A sentence of context that names no card but says a word of the act read that its
    // reading left out (`can luke try the second test now? destiny was a 3`: the test's
    // `destiny`) bears on the question: the whole is read as one, never the part alone.
    let read_as = v.read_as.clone().unwrap_or_default();
    if context.iter().any(|r| {
        let said = &query[r.clone()];
        natural::cards_said(board, said).is_empty() && says_left_out(&read_as, said)
    }) {
        return None;
    }
    v.query = query.trim().to_string();
    for r in context {
        let said = query[r].trim();
        v.warnings.push(match checked(board, said, ruleset) {
            Some((read, Answer::No)) => format!(
                "the board says otherwise than `{said}` (asked as `{read}`: no); the question `{asking}` is answered on the board as it stands"
            ),
            Some((read, Answer::Yes)) => format!(
                "read `{asking}` as the question; `{said}` as context (the board agrees: `{read}`)"
            ),
            _ => format!(
                "read `{asking}` as the question; `{said}` as context, not checked against the board"
            ),
        });
    }
    Some(Ok(v))
}

/// Does `said` hold a word of the syntax of the act `read_as` asks (`destiny` of `jedi-test
/// <card> test <n> [destiny <n>]`) that `read_as` does not say (a slot left out)?
fn says_left_out(read_as: &str, said: &str) -> bool {
    const ROLE: &[&str] = &[
        "to", "at", "on", "in", "with", "by", "as", "from", "aboard", "against", "for", "of",
        "and", "then", "if", "or",
    ];
    let Some(verb) = query::verbs::VERBS
        .iter()
        .filter(|v| read_as.starts_with(&format!("{} ", v.name)))
        .max_by_key(|v| v.name.len())
    else {
        return false;
    };
    let asked: Vec<String> = read_as.split_whitespace().map(str::to_lowercase).collect();
    let keys: Vec<&str> = verb
        .syntax
        .split(|c: char| c.is_whitespace() || c == '[' || c == ']' || c == '|')
        .filter(|w| {
            !w.is_empty()
                && w.chars().all(|c| c.is_ascii_lowercase())
                && !ROLE.contains(w)
                && !verb.name.split([' ', '-']).any(|n| n == *w)
                && !asked.iter().any(|a| a == w)
        })
        .collect();
    query::natural::words::tokens(said)
        .iter()
        .any(|t| keys.contains(&t.text.as_str()))
}

/// A sentence of context that states a fact (`chewie is captured`), asked as a question (`is
/// chewie captured`): its reading and the board's answer, when it is read.
fn checked(board: &Board, said: &str, ruleset: Ruleset) -> Option<(String, Answer)> {
    let lower = said.to_lowercase();
    let (who, what) = [" is ", " are "].iter().find_map(|w| lower.split_once(w))?;
    // An opener of the sentence (`so j'quille is up on the ridge`) is no word of who is said.
    let mut who = who.trim();
    while let Some((first, rest)) = who.split_once(' ')
        && matches!(
            first,
            "so" | "ok" | "okay" | "well" | "now" | "and" | "but" | "alright"
        )
    {
        who = rest.trim_start();
    }
    let asked = format!("is {who} {what}");
    let v = ask_under(board, &asked, Some(ruleset)).ok()?;
    Some((v.read_as.unwrap_or(asked), v.answer))
}

/// `<act> then <act> …`: each act read as a question (canonical, else in words) and the acts
/// played in a row ([`sequence::evaluate_sequence`]). A syntax error of an act points into the
/// whole question.
fn ask_sequence(
    board: &Board,
    text: &str,
    parts: &[std::ops::Range<usize>],
    ruleset: Ruleset,
) -> Result<Verdict, AskError> {
    use query::natural::Reading;
    let yj = board.game == board::Game::YoungJedi;
    let mut acts = Vec::with_capacity(parts.len());
    let mut canonical = Vec::with_capacity(parts.len());
    let mut in_words = false;
    // The words an act in words did not use, said beside the answer.
    let mut unused: Vec<String> = Vec::new();
    for r in parts {
        match query::parser::parse_part(text, r.clone()) {
            Ok(q) => {
                canonical.push(q.text.clone());
                acts.push(q);
            }
            Err(syntax) => match read_acts(board, text, r.clone(), canonical.last()) {
                Ok(read) => {
                    for (c, left) in read {
                        unused.extend(left);
                        let Ok(q) = query::parse(&c) else {
                            return Err(syntax.for_game(yj).into());
                        };
                        in_words = true;
                        canonical.push(c);
                        acts.push(q);
                    }
                }
                Err(Reading::Failed(e)) => return Err(rules::AskErrorKind::Reading(*e).into()),
                Err(_) => {
                    return Err(with_words(board, &text[r.clone()], syntax.for_game(yj)).into());
                }
            },
        }
    }
    let trimmed = text.trim().trim_end_matches('?').trim_end();
    let mut v = sequence::evaluate_sequence(board, &acts, ruleset, trimmed)?;
    if in_words {
        v.query = text.trim().to_string();
        v.read_as = Some(canonical.join(" then "));
    }
    Ok(not_used(v, &unused))
}

/// The acts of one part of a row in words: the part read as one act, else (`walked to the
/// platform, boarded slave i`) its parts joined by `and` or commas, each read as an act when
/// all are; else the part's own failure.
fn read_acts(
    board: &Board,
    text: &str,
    r: std::ops::Range<usize>,
    before: Option<&String>,
) -> Result<Vec<(String, Vec<String>)>, query::natural::Reading> {
    use query::natural::{self, Reading};
    let whole = match read_act(board, &text[r.clone()], before) {
        Reading::Read(c) => return Ok(acts_of(c, Vec::new())),
        Reading::ReadLeaving(c, left) => return Ok(acts_of(c, left)),
        failed => failed,
    };
    let Some(parts) = natural::words::and_parts(&text[r.clone()]) else {
        return Err(whole);
    };
    let mut out: Vec<(String, Vec<String>)> = Vec::with_capacity(parts.len());
    for p in parts {
        let last = out.last().map(|(c, _)| c).or(before);
        match read_act(board, &text[r.start + p.start..r.start + p.end], last) {
            Reading::Read(c) => out.extend(acts_of(c, Vec::new())),
            Reading::ReadLeaving(c, left) => out.extend(acts_of(c, left)),
            Reading::Failed(e) if is_ask_back(&e) => return Err(Reading::Failed(e)),
            _ => return Err(whole),
        }
    }
    Ok(out)
}

/// The acts of one reading: a reading may be a row itself (`Boba takes Han to Slave I`: `can
/// move … then can embark …`). The words not used go with its first act.
fn acts_of(reading: String, mut unused: Vec<String>) -> Vec<(String, Vec<String>)> {
    let Some(parts) = query::parser::then_parts(&reading) else {
        return vec![(reading, unused)];
    };
    parts
        .into_iter()
        .map(|r| (reading[r].trim().to_string(), std::mem::take(&mut unused)))
        .collect()
}

/// An act of a row in words. An act that names no card (`… then take off`) is the same card's
/// as the act before it: read with that card's name first, when only so is it read.
fn read_act(board: &Board, words: &str, before: Option<&String>) -> query::natural::Reading {
    use query::natural::{self, Reading};
    let first = natural::read(board, words);
    if matches!(first, Reading::Read(_) | Reading::ReadLeaving(..)) {
        return first;
    }
    // Not an act that names its cards (`@id`, a quoted title) or is typed in the language's
    // own form (`can embark @dengar on`): its own error is what is wrong.
    let lower = words.trim().to_lowercase();
    let canonical = query::VERBS
        .iter()
        .any(|v| lower.starts_with(&format!("{} ", v.name)) || lower == v.name);
    if canonical || words.contains(['@', '"']) {
        return first;
    }
    // A pronoun (`then he boarded slave i`): the card of the act before that it stands for;
    // with none (the story's first act, or several fit), asked back.
    let Some((at, word)) = natural::story::pronoun(words) else {
        let Some(subject) = before.and_then(|c| first_card(c)) else {
            return first;
        };
        return match natural::read(board, &format!("{subject} {}", words.trim())) {
            read @ (Reading::Read(_) | Reading::ReadLeaving(..)) => read,
            _ => first,
        };
    };
    let named = before.map(|c| cards_named(c)).unwrap_or_default();
    let card = match natural::story::referent(board, &named, &word) {
        Ok(card) => card,
        Err(fit) => {
            return Reading::Failed(Box::new(natural::story::ask_back(words, at, &word, fit)));
        }
    };
    match natural::read(
        board,
        &format!("{}{card}{}", &words[..at.start], &words[at.end..]),
    ) {
        read @ (Reading::Read(_) | Reading::ReadLeaving(..)) => read,
        _ => first,
    }
}

/// A question whose only name that fits nothing is a pronoun (`can he move to the platform`):
/// no card was named before it, so it is asked back, as in a story.
fn pronoun_asked(
    query: &str,
    e: query::natural::NaturalError,
) -> Box<query::natural::NaturalError> {
    use query::natural::{NaturalError, story};
    let text = query.trim();
    if let NaturalError::NoFit { span, .. } = &e
        && let Some((at, word)) = story::pronoun(text)
        && span.offset() == at.start
        && span.len() == at.len()
    {
        return Box::new(story::ask_back(text, at, &word, 0));
    }
    Box::new(e)
}

/// A pronoun's question back ([`query::natural::story::ask_back`]).
fn is_ask_back(e: &query::natural::NaturalError) -> bool {
    matches!(e, query::natural::NaturalError::NoFit { label, .. }
        if label == query::natural::story::ASK_BACK)
}

/// [`is_ask_back`], of an answer's error.
fn asks_back(e: &AskError) -> bool {
    matches!(&*e.0, rules::AskErrorKind::Reading(r) if is_ask_back(r))
}

/// The card a story's next act is about: the card boarded or transferred to after `can embark
/// … on <craft>` or `can transfer … to <card>` (who went aboard goes with it: `… then boarded
/// Slave I, then took off`), else the first card the act names after its verb (`@slave1`,
/// `"Han Solo"`).
fn first_card(canonical: &str) -> Option<String> {
    let q = query::parse(canonical).ok()?;
    let mut cards = cards_named(canonical);
    match q.kind {
        query::verbs::QueryKind::CanEmbark { .. } | query::verbs::QueryKind::CanTransfer { .. } => {
            cards.pop()
        }
        _ => cards.into_iter().next(),
    }
}

/// The cards and places a canonical question names after its verb (`@slave1`, `"Han Solo"`),
/// in order.
fn cards_named(canonical: &str) -> Vec<String> {
    let Ok(q) = query::parse(canonical) else {
        return Vec::new();
    };
    let Some(mut rest) = canonical.trim_start().get(q.kind.verb().len()..) else {
        return Vec::new();
    };
    rest = rest.trim_start();
    let mut cards = Vec::new();
    while !rest.is_empty() {
        let end = match rest.strip_prefix('"') {
            Some(inner) => match inner.find('"') {
                Some(i) => i + 2,
                None => break,
            },
            None => rest.find(char::is_whitespace).unwrap_or(rest.len()),
        };
        let word = &rest[..end];
        if word.starts_with('@') || word.starts_with('"') {
            cards.push(word.to_string());
        }
        rest = rest[end..].trim_start();
    }
    cards
}

/// A question read by meaning: the words it did not use are said beside the answer ("read as
/// …; not used: `rn`"), so that no word is dropped silently.
fn not_used(mut v: Verdict, unused: &[String]) -> Verdict {
    if !unused.is_empty() {
        let words: Vec<String> = unused.iter().map(|w| format!("`{w}`")).collect();
        v.warnings.push(format!(
            "read as `{}`; not used: {}",
            v.read_as.as_deref().unwrap_or_default(),
            words.join(", ")
        ));
    }
    v
}

/// A syntax error of a question not read as words either, with what the words reading found
/// in its help: a syntax error is never the answer alone (issue 37 item 4).
fn with_words(board: &Board, text: &str, mut e: query::QueryError) -> query::QueryError {
    let note = query::natural::unread_note(board, text);
    e.help = Some(match e.help.take() {
        Some(h) => format!("{h}\n{note}"),
        None => note,
    });
    e
}

/// The question parsed, but a name in it fits no card (or several, or one of another kind) as
/// the language reads names.
fn names_amiss(e: &AskError) -> bool {
    matches!(
        &*e.0,
        rules::AskErrorKind::UnknownCard { .. }
            | rules::AskErrorKind::Ambiguous { .. }
            | rules::AskErrorKind::NotOnTable { .. }
            | rules::AskErrorKind::WrongKind { .. }
    )
}

/// A canonical question that a player's words may mean otherwise: `is <card> <property>` whose
/// property is no classification the judge answers (`is Luke alone?`, `is the walker piloted`).
fn words_may_say_more(kind: &query::QueryKind) -> bool {
    matches!(kind, query::QueryKind::Is { property, .. }
        if !query::verbs::CLASSIFICATIONS.contains(&property.trim().to_lowercase().as_str()))
}
