//! Slots that hold lists, filled from what the words name (issue 37 item 3): a duel's two hands
//! (`maul vs quigon, maul has 4 2 5 and quigon 3 3 1 6`) and a sabacc game's two hands (`light
//! has a 4 and a 7, dark has wild wild 2`). The frames read such a list only in their own
//! order; here the entities are found first (the two characters, or the two sides, and each
//! run of values said), then each run is given to the one named just before it, else to them
//! in the order they were named.

use super::names;
use super::types::{Thing, Tok, Want};
use crate::board::{Board, Game};
use crate::catalog::CardType;

/// Words that say the act is a duel replayed (beside two characters and two hands).
const DUEL_WORDS: &[&str] = &[
    "vs", "v", "versus", "against", "duel", "duels", "dueling", "duelling", "fight", "fights",
    "win", "wins", "winner", "play", "plays", "goes",
];

/// Words said between a hand's values that are no value (`4 and 7`, `a wild and a 2`).
const BETWEEN: &[&str] = &["and", "a", "an", "&", "+"];

/// Words that join two characters named as the pair that duels (`maul v quigon`).
const PAIRING: &[&str] = &["vs", "v", "versus", "against", "and", "&", "with"];

/// A run of values said: its first token and its values.
struct Run {
    from: usize,
    values: Vec<String>,
    /// Where an `and` joined values to the run (an index into `values`).
    joins: Vec<usize>,
}

/// The values one token says: a number, `2,5,5,1`, or (sabacc) `wild` / `clone`.
fn values_of(t: &Tok, sabacc: bool) -> Option<Vec<String>> {
    if t.quoted {
        return None;
    }
    let parts: Vec<&str> = t.text.split(',').filter(|p| !p.is_empty()).collect();
    let value = |p: &str| {
        (p.len() <= 2 && p.chars().all(|c| c.is_ascii_digit()))
            || (sabacc && matches!(p, "wild" | "clone" | "wilds"))
    };
    (!parts.is_empty() && parts.iter().all(|p| value(p))).then(|| {
        parts
            .iter()
            .map(|p| p.trim_end_matches('s').to_string())
            .collect()
    })
}

/// The runs of values the words say, each at least one value, `and` / `a` between values
/// inside a run; a name's words are never values (`skip`).
fn runs(toks: &[Tok], sabacc: bool, skip: &dyn Fn(usize) -> bool) -> Vec<Run> {
    let mut out: Vec<Run> = Vec::new();
    let mut open = false;
    let mut i = 0;
    while i < toks.len() {
        match values_of(&toks[i], sabacc).filter(|_| !skip(i)) {
            Some(v) => {
                let joined = i > 0 && BETWEEN.contains(&toks[i - 1].text.as_str());
                match out.last_mut() {
                    Some(r) if open => {
                        if joined {
                            r.joins.push(r.values.len());
                        }
                        r.values.extend(v);
                    }
                    _ => out.push(Run {
                        from: i,
                        values: v,
                        joins: Vec::new(),
                    }),
                }
                open = !toks[i].raw.ends_with(':');
            }
            None => {
                // `4 and 7`, `a wild and a 2`: the run goes on over these when a value follows.
                let next_value = toks[i + 1..]
                    .iter()
                    .take_while(|t| BETWEEN.contains(&t.text.as_str()))
                    .count();
                let goes_on = BETWEEN.contains(&toks[i].text.as_str())
                    && toks
                        .get(i + next_value + 1)
                        .and_then(|t| values_of(t, sabacc))
                        .is_some();
                // (A comma or a dash ends a run: `his hand 3 4 5 2, his 4 4 1`.)
                let ended = i > 0 && (toks[i - 1].comma || toks[i - 1].raw.ends_with(':'));
                if !(open && goes_on && !ended) {
                    open = false;
                }
            }
        }
        if toks[i].comma {
            open = false;
        }
        i += 1;
    }
    out
}

/// A duel replayed with both hands said (Young Jedi): two characters in play named, two runs
/// of numbers, and a word of the duel; each run is the hand of the character named last
/// before it (else of the first, then the second, in the order named). The canonical
/// question, or `None`.
pub fn duel(board: &Board, toks: &[Tok]) -> Option<String> {
    if board.game != Game::YoungJedi || !toks.iter().any(|t| DUEL_WORDS.contains(&t.text.as_str()))
    {
        return None;
    }
    let mut found = runs(toks, false, &|_| false);
    // One run joined once by `and` (`hands 2 4 4 1 6 and 4 3 5 5 1 2`): the two hands.
    if let [one] = found.as_mut_slice()
        && let [at] = one.joins[..]
    {
        let second = one.values.split_off(at);
        let from = one.from;
        found.push(Run {
            from,
            values: second,
            joins: Vec::new(),
        });
    }
    let [r1, r2] = found.as_slice() else {
        return None;
    };
    // The characters named, each with the token after its words; a name joined to the one
    // before it as the pair that duels (`obiwan v sidious: 1 2 vs 3 4`, `maul and quigon 3 1
    // ...`) owns no run: the pair is named in the order its hands follow.
    let mut named: Vec<(String, usize, bool)> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let at = (1..=3)
            .rev()
            .filter(|n| i + n <= toks.len())
            .find_map(|n| one_character(board, &toks[i..i + n]).map(|name| (name, n)));
        match at {
            Some((name, n)) => {
                let paired = named.last().is_some_and(|(_, end, _)| {
                    *end < i
                        && !toks[*end - 1].comma
                        && !toks[*end - 1].raw.ends_with(':')
                        && toks[*end..i]
                            .iter()
                            .all(|t| PAIRING.contains(&t.text.as_str()))
                });
                if paired && let Some(last) = named.last_mut() {
                    last.2 = false;
                }
                named.push((name, i + n, !paired));
                i += n;
            }
            None => i += 1,
        }
    }
    let mut who: Vec<&String> = Vec::new();
    for (n, _, _) in &named {
        if !who.contains(&n) {
            who.push(n);
        }
    }
    let [a, b] = who.as_slice() else {
        return None;
    };
    // Whose a run is: the character named just before it, no stop between (`maul has 4 2
    // 5`, `mauls 2 3`); not a list's own word (`aurra, hands …`).
    let owner = |r: &Run| {
        named
            .iter()
            .filter(|(_, end, owns)| *owns && *end <= r.from && !toks[*end - 1].comma)
            .find(|(_, end, _)| {
                toks[*end..r.from].iter().all(|t| {
                    matches!(
                        t.text.as_str(),
                        "has"
                            | "have"
                            | "holds"
                            | "goes"
                            | "gets"
                            | "got"
                            | "draws"
                            | "hand"
                            | "is"
                    )
                })
            })
            .map(|(n, _, _)| n)
    };
    let first_is_a = match (owner(r1), owner(r2)) {
        (Some(x), Some(y)) if x == y => return None,
        (Some(x), _) => x == *a,
        (None, Some(y)) => y == *b,
        (None, None) => true,
    };
    let (h1, h2) = if first_is_a {
        (&r1.values, &r2.values)
    } else {
        (&r2.values, &r1.values)
    };
    Some(format!(
        "duel {a} against {b} hands {} / {}",
        h1.join(", "),
        h2.join(", ")
    ))
}

/// The one character in play the words name by themselves (`maul`, `obi wan`, `mauls`): its
/// canonical name. Never a pronoun, a common word, a number or a word of the duel.
fn one_character(board: &Board, toks: &[Tok]) -> Option<String> {
    let plain = |t: &Tok| {
        !t.quoted
            && !names::common(&t.text)
            && !DUEL_WORDS.contains(&t.text.as_str())
            && !t.text.chars().any(|c| c.is_ascii_digit())
    };
    if !toks.iter().all(plain) || toks[..toks.len() - 1].iter().any(|t| t.comma) {
        return None;
    }
    // (`aurra` names her and the lightsaber stolen by her: the character is the one meant.)
    let found: Vec<Thing> = names::phrase(board, toks, Want::Card, names::Context::default())
        .into_iter()
        .filter(
            |t| matches!(t, Thing::Card(c) if board.card_def(*c).card_type == CardType::Character),
        )
        .collect();
    let [Thing::Card(c)] = found.as_slice() else {
        return None;
    };
    // As the canonical question names it: its id, else its title where it is the one so titled.
    match &board.cards[*c].id {
        Some(id) => Some(format!("@{id}")),
        None => {
            let def = board.card_def(*c);
            (board.cards_titled(def.key()).len() == 1).then(|| names::quoted(def.plain_title()))
        }
    }
}

/// A sabacc game with both hands said: `sabacc` said, two runs of values (a number, `wild`,
/// `clone`), each the hand of the side said last before it (`light has …`, `dark has …`; `i`,
/// `me`, `my`, `im` the side that is not said). The canonical question, or `None`.
pub fn sabacc(board: &Board, toks: &[Tok]) -> Option<String> {
    if board.game == Game::YoungJedi || !toks.iter().any(|t| t.text.starts_with("sabacc")) {
        return None;
    }
    let found = runs(toks, true, &|_| false);
    let [r1, r2] = found.as_slice() else {
        return None;
    };
    let side_before = |r: &Run| {
        toks[..r.from]
            .iter()
            .rev()
            .find_map(|t| match t.text.trim_end_matches(':') {
                "light" | "light's" => Some(Some("light")),
                "dark" | "dark's" => Some(Some("dark")),
                "i" | "im" | "i'm" | "me" | "my" | "we" | "our" | "us" => Some(None),
                _ => None,
            })
    };
    let (s1, s2) = (side_before(r1)?, side_before(r2)?);
    let other = |s: &str| if s == "light" { "dark" } else { "light" };
    let (s1, s2) = match (s1, s2) {
        (Some(x), Some(y)) if x != y => (x, y),
        (Some(x), None) => (x, other(x)),
        (None, Some(y)) => (other(y), y),
        _ => return None,
    };
    let (light, dark) = if s1 == "light" {
        (&r1.values, &r2.values)
    } else {
        (&r2.values, &r1.values)
    };
    let _ = s2;
    Some(format!(
        "sabacc light {} dark {}",
        light.join(", "),
        dark.join(", ")
    ))
}
