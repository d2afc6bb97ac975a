//! Uniqueness: a copy of the card already on the table (the unique family's rule).

use crate::catalog::DefId;
use crate::query::Side;
use crate::rulebook::unique::UNIQUE;
use crate::rules::eval::Eval;

/// Is the card (or location) barred from deploying because of what is on table? Pushes reasons.
/// Returns Some(true) when barred, Some(false) when checked and clear, None when not unique.
pub(crate) fn check_on_table(e: &mut Eval, ids: &[DefId], _side: Option<Side>) -> Option<bool> {
    let board = e.board;
    let def = board.def(ids[0]);
    let key = def.key();
    // The blown-away generators may never come back, whatever their uniqueness.
    if crate::board::facts::is_generators(def)
        && let Some(&l) = board.locations_titled(key).first()
        && (board.locations[l].state.blown_away || board.locations[l].state.face_down)
    {
        let rule = e.pick(
            &crate::rulebook::shield::U_BLOWN_AWAY,
            &crate::rulebook::shield::BLOWN_AWAY,
        );
        e.because(rule, "the Main Power Generators on table were blown away: that site may not be deployed again");
        return Some(true);
    }
    if def.unique == 0 {
        return None;
    }
    let n = board.locations_titled(key).len() + board.cards_titled(key).len();
    if def.unique >= 2 {
        // •• and •••: the documents speak only of • cards; the copy limit is a base rule.
        let dots = "•".repeat(usize::from(def.unique));
        if n < usize::from(def.unique) {
            e.consider(
                &UNIQUE,
                format!(
                    "{} is marked {dots}, not •: {n} cop{} on table",
                    def.plain_title(),
                    if n == 1 { "y" } else { "ies" }
                ),
            );
            e.assume(format!(
                "a card marked {dots} may have {} copies on table (base rules; the documents' one-copy rule is for • cards)",
                def.unique
            ));
            return Some(false);
        }
        e.consider(
            &UNIQUE,
            format!("{} is marked {dots}, not •", def.plain_title()),
        );
        e.missing(format!(
            "whether another copy of {} may come: {n} are on table, and the limit for a card marked {dots} is a base rule the documents do not state",
            def.plain_title()
        ));
        return None;
    }
    if n > 0 {
        e.because(
            &UNIQUE,
            format!(
                "{} is unique and a copy is already on the table",
                def.plain_title()
            ),
        );
        // A missing copy (or one carried by a missing character) still counts.
        for &c in board.cards_titled(key) {
            if board.cards[c].state.missing && e.in_force(&crate::rulebook::missing::U_ON_TABLE) {
                e.because(
                    &crate::rulebook::missing::U_ON_TABLE,
                    format!(
                        "the copy on table, {}, is missing, but it still counts for uniqueness",
                        board.card_name(c)
                    ),
                );
            } else if crate::board::facts::is_missing(board, c, true)
                && e.in_force(&crate::rulebook::missing::U_CARRIED)
            {
                e.because(&crate::rulebook::missing::U_CARRIED, format!("the copy on table, {}, is carried by a missing character, but it still counts for uniqueness", board.card_name(c)));
            }
        }
        Some(true)
    } else {
        e.allow(
            &UNIQUE,
            format!(
                "{} is unique, and no copy of it is on the table",
                def.plain_title()
            ),
        );
        Some(false)
    }
}
