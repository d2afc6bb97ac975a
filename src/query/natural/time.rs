//! When the question is asked: a phase said as words (issue 37, "ruleset and phase as
//! entities"): "during my move phase", "in the battle phase", "during battle", and a Young Jedi
//! "after his duel" (the duel comes before the battle in a battle phase: `can battle` asks
//! about a character after it).
//!
//! A phase said is checked against the board's `phase:`: when it is the board's, the clause
//! says nothing the board does not, and is set aside (read; not an act: `duel` in "after his
//! duel" names no duel to ask about). When it is another phase, the question is about a board
//! that is not this one: it is refused with the board's phase named, never answered as if the
//! words had not been said.

use super::types::{NaturalError, Tok};
use crate::board::{Board, Game, Phase};
use crate::rulebook::Side;
use miette::NamedSource;

/// Words that may stand between the time word and the phase (`during my own move phase`).
const OWNERS: &[&str] = &[
    "the", "my", "his", "her", "their", "your", "its", "our", "this", "a", "own", "next",
];

/// Whose turn a word before the phase says (`the rebel move phase`, `the empire's deploy
/// phase`, `the dark battle step`).
fn turn_word(w: &str) -> Option<Side> {
    Some(match w {
        "light" | "light's" | "rebel" | "rebels" | "rebel's" | "rebels'" | "jedi" | "jedi's" => {
            Side::Light
        }
        "dark" | "dark's" | "imperial" | "imperials" | "imperial's" | "imperials'" | "empire"
        | "empire's" | "sith" | "sith's" => Side::Dark,
        _ => return None,
    })
}

/// The phase a word names, with the words players use for it.
fn phase_word(w: &str) -> Option<Phase> {
    Some(match w {
        "move" | "movement" | "moving" | "moves" => Phase::Move,
        "deploy" | "deployment" | "deploying" | "deploys" => Phase::Deploy,
        "battle" | "battling" | "battles" => Phase::Battle,
        "control" | "controlling" => Phase::Control,
        "draw" | "drawing" => Phase::Draw,
        "activate" | "activation" | "activating" => Phase::Activate,
        _ => return None,
    })
}

/// A time clause found: its tokens `from..to` and what it says.
struct Clause {
    from: usize,
    to: usize,
    /// The phase said, or none for a Young Jedi duel already fought (`after his duel`).
    phase: Option<Phase>,
    /// Whose turn the clause says (`the rebel move phase`), if it says.
    turn: Option<Side>,
    /// Only whose turn is said (`on the light side's turn`), no phase nor duel.
    turn_only: bool,
}

impl Clause {
    /// Only whose turn said, over tokens `from..to` (`on the light side's turn`).
    fn turn_alone(from: usize, to: usize, side: Side) -> Clause {
        Clause {
            from,
            to,
            phase: None,
            turn: Some(side),
            turn_only: true,
        }
    }
}

/// Whose turn said alone at `k` (`light's turn`, `the empire's turn:`, `dark sides turn`; a
/// side is one word once read, [`super::words::tokens`]): the side and the token after
/// `turn`.
fn turn_at<'a>(word: &dyn Fn(usize) -> &'a str, k: usize) -> Option<(Side, usize)> {
    let side = turn_word(word(k))?;
    let turn = word(k + 1);
    matches!(turn, "turn" | "turn:" | "turns" | "turn's").then_some((side, k + 2))
}

/// The time clause beginning at token `i`, if one does.
fn clause_at(toks: &[Tok], i: usize, young_jedi: bool) -> Option<Clause> {
    let word = |k: usize| {
        toks.get(k)
            .filter(|t| !t.quoted)
            .map_or("", |t| t.text.as_str())
    };
    let lead = word(i);
    // `this move` ending the question (`what can the walker do this move`), or `this move
    // phase` anywhere: the phase now, never the act `move`.
    if lead == "this"
        && let Some(phase) = phase_word(word(i + 1))
    {
        let named = word(i + 2) == "phase";
        return (named || i + 2 == toks.len()).then_some(Clause {
            from: i,
            to: i + 2 + usize::from(named),
            phase: Some(phase),
            turn: None,
            turn_only: false,
        });
    }
    // `it's the dark deploy phase but …`, `its light's turn, …`: whose turn and the phase
    // stated first, as a sentence of its own (a `but`, `so`, `and` after it is its own).
    if i == 0 {
        let mut k = match (lead, word(1)) {
            ("its" | "it's", _) => 1,
            ("it", "is") => 2,
            _ => usize::MAX,
        };
        if k != usize::MAX {
            while matches!(word(k), "the" | "now" | "currently" | "still") {
                k += 1;
            }
            let conj = |k: usize| usize::from(matches!(word(k), "but" | "so" | "and" | "then"));
            if let Some((side, to)) = turn_at(&word, k) {
                let mut c = Clause::turn_alone(i, to, side);
                c.to += conj(to);
                return Some(c);
            }
            let turn = turn_word(word(k));
            k += usize::from(turn.is_some());
            if let Some(phase) = phase_word(word(k))
                && matches!(word(k + 1), "phase" | "step")
            {
                return Some(Clause {
                    from: i,
                    to: k + 2 + conj(k + 2),
                    phase: Some(phase),
                    turn,
                    turn_only: false,
                });
            }
        }
    }
    // Whose turn said first, alone (`light sides turn: …`, `the empire's turn, …`).
    let mut k = i + usize::from(lead == "the");
    if i == 0
        && let Some((side, to)) = turn_at(&word, k)
    {
        return Some(Clause::turn_alone(i, to, side));
    }
    if !matches!(lead, "during" | "in" | "at" | "after" | "on") {
        return None;
    }
    k = i + 1;
    while OWNERS.contains(&word(k)) {
        k += 1;
    }
    // `on the light side's turn`, `during the rebels turn`: whose turn, no phase said.
    if lead != "after"
        && let Some((side, to)) = turn_at(&word, k)
    {
        return Some(Clause::turn_alone(i, to, side));
    }
    if lead == "on" {
        return None;
    }
    let turn = turn_word(word(k)).filter(|_| phase_word(word(k + 1)).is_some());
    k += usize::from(turn.is_some());
    let said = word(k);
    // `after his duel`, `after dueling` (Young Jedi): the duel before the battle.
    if lead == "after" {
        let duel = matches!(said, "duel" | "dueling" | "duelling" | "duels");
        return (young_jedi && duel).then_some(Clause {
            from: i,
            to: k + 1,
            phase: None,
            turn: None,
            turn_only: false,
        });
    }
    let phase = phase_word(said)?;
    // (`step`: a Young Jedi turn's steps, `the battle step`.)
    let named = matches!(word(k + 1), "phase" | "step");
    // `in`/`at` name places too (`in the battle`): only with the word `phase`; `during` says
    // a time by itself (`during battle`).
    if !named && lead != "during" {
        return None;
    }
    Some(Clause {
        from: i,
        to: k + 1 + usize::from(named),
        phase: Some(phase),
        turn,
        turn_only: false,
    })
}

/// The question's tokens without the time clauses that say what the board says; a clause that
/// names another phase than the board's is an error naming both.
pub fn set_aside(board: &Board, text: &str, toks: Vec<Tok>) -> Result<Vec<Tok>, Box<NaturalError>> {
    let yj = board.game == Game::YoungJedi;
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let Some(c) = clause_at(&toks, i, yj) else {
            out.push(toks[i].clone());
            i += 1;
            continue;
        };
        if let Some(p) = c.phase
            && board.phase != Some(p)
        {
            return Err(Box::new(other_phase(board, text, &toks[c.from..c.to], p)));
        }
        // Whose turn said (`during the rebel move phase`): the board's, or refused so.
        if let (Some(said), Some(turn)) = (c.turn, board.turn)
            && said != turn
        {
            return Err(Box::new(other_turn(board, text, &toks[c.from..c.to], said)));
        }
        // A Young Jedi duel already fought: in the battle phase only.
        if c.phase.is_none() && !c.turn_only && board.phase.is_some_and(|p| p != Phase::Battle) {
            return Err(Box::new(other_phase(
                board,
                text,
                &toks[c.from..c.to],
                Phase::Battle,
            )));
        }
        i = c.to;
    }
    // A clause alone is no question.
    if out.is_empty() {
        return Ok(toks);
    }
    Ok(out)
}

/// The question says a turn the board is not in (`during the rebel move phase` on the Dark
/// Side's turn).
fn other_turn(board: &Board, text: &str, clause: &[Tok], said: Side) -> NaturalError {
    let (start, end) = (
        clause.first().map_or(0, |t| t.start),
        clause.last().map_or(0, |t| t.end),
    );
    let turn = board.turn.map_or("no one's", Side::name);
    NaturalError::NotUnderstood {
        message: format!(
            "the question is asked in the {} side's turn; the board is in the {turn} side's",
            said.name()
        ),
        src: NamedSource::new("query", text.to_string()),
        span: (start, end - start).into(),
        label: "a turn the board is not in".to_string(),
        help: format!(
            "an answer is about the board as it stands: set the board's `turn: {}` to ask about that turn, or leave these words out",
            said.name()
        ),
    }
}

/// The question says a phase the board is not in.
fn other_phase(board: &Board, text: &str, clause: &[Tok], said: Phase) -> NaturalError {
    let (start, end) = (
        clause.first().map_or(0, |t| t.start),
        clause.last().map_or(0, |t| t.end),
    );
    let board_phase = board
        .phase
        .map_or("no phase (it has no `phase:`)".to_string(), |p| {
            format!("the {} phase", p.name())
        });
    NaturalError::NotUnderstood {
        message: format!(
            "the question is asked in the {} phase; the board is in {board_phase}",
            said.name()
        ),
        src: NamedSource::new("query", text.to_string()),
        span: (start, end - start).into(),
        label: "a phase the board is not in".to_string(),
        help: format!(
            "an answer is about the board as it stands: set the board's `phase: {}` (and `turn:`) to ask about that phase, or leave these words out",
            said.name()
        ),
    }
}
