//! Round 28 (part cardgrant): a read grant to deploy at a location "regardless of presence and
//! location deployment restrictions" ([`Fact::DeployRegardless`]), said by the location itself
//! or by a card on it, weighed by the documents' checks whose restriction it lifts (what may
//! deploy to Dagobah's locations; presence where a card deploys). Card text is as binding as
//! the documents for the cards it names (the scope policy's "Card text").

use crate::board::Board;
use crate::board::LocId;
use crate::catalog::CardDef;
use crate::catalog::text::Fact;
use crate::catalog::text::Half;
use crate::catalog::text::Who;
use crate::rulebook::Side;
use crate::rules::shared::card_places::names;

/// A read grant at `l` that lets `def`, deployed by `side`, deploy there regardless of the
/// restriction named by `what` ("location deployment restrictions", "presence"): the sentence
/// quoted, and whether it names `def` (`Err`: the words the catalog or board does not settle).
/// One that names it settles it; else one left open; else one that names it not.
pub(crate) fn at(
    board: &Board,
    def: &CardDef,
    side: Side,
    l: LocId,
    what: &str,
) -> Option<(String, Result<bool, String>)> {
    let mut found: Option<(String, Result<bool, String>)> = None;
    for (quoted, whose, who, held) in grants(board, l, what) {
        // A grant on a condition the board settles against it lifts nothing; one it does not
        // settle leaves the lift open, naming the condition.
        let fit = match held {
            Ok(false) => continue,
            Ok(true) => fits(def, side, whose, &who),
            Err(w) => fits(def, side, whose, &who).and(Err(w)),
        };
        if fit == Ok(true) {
            return Some((quoted, fit));
        }
        if found.is_none() || fit.is_err() {
            found = Some((quoted, fit));
        }
    }
    found
}

/// One grant at a location: quoted, the side whose text it is, whom it names, and whether its
/// condition holds.
type Grant = (String, Option<Side>, Who, Result<bool, String>);

/// The grants at `l` that lift `what`: each quoted, with the side whose text it is (`None`: a
/// location half-less whose `owner:` the board does not give), whom it names, and whether the
/// condition it is said on holds (round 29: "If present at a non-shielded site, your Imperials
/// may deploy there (regardless of …)", said by a card standing at `l`; `Err`: a condition the
/// board does not settle here, named).
fn grants(board: &Board, l: LocId, what: &str) -> Vec<Grant> {
    let mut out = Vec::new();
    let lifts = |f: &Option<Fact>| match f {
        Some(Fact::DeployRegardless { who, what: w }) if w.contains(what) => {
            Some((who.clone(), None))
        }
        Some(Fact::While { condition, fact }) => match fact.as_ref() {
            Fact::DeployRegardless { who, what: w } if w.contains(what) => {
                Some((who.clone(), Some(condition.clone())))
            }
            _ => None,
        },
        _ => None,
    };
    // "present at a non-shielded site", of a card standing at `l` (not aboard): `l` is a site
    // the energy shield does not cover.
    let held = |condition: Option<String>, standing: bool| match condition {
        None => Ok(true),
        Some(c) if c == "present at a non-shielded site" && standing => {
            Ok(board.loc_def(l).is_site()
                && !crate::board::facts::shield::Shield::of(board).covers(board, l))
        }
        Some(c) => Err(format!("whether {c}")),
    };
    let ld = board.loc_def(l);
    for s in crate::rules::shared::card_places::location_text(board, l) {
        let Some((who, condition)) = lifts(&s.fact) else {
            continue;
        };
        let whose = match s.half {
            Some(Half::Light) => Some(Side::Light),
            Some(Half::Dark) => Some(Side::Dark),
            None => board.locations[l].owner,
        };
        let quoted = format!("{}'s own text: \"{}\"", ld.plain_title(), s.text);
        out.push((quoted, whose, who, held(condition, false)));
    }
    for &c in &board.locations[l].cards {
        let d = board.card_def(c);
        let standing = !matches!(board.cards[c].place, crate::board::Place::Aboard(_));
        for s in d.sentences().iter() {
            if let Some((who, condition)) = lifts(&s.fact) {
                let quoted = format!("{}'s own text: \"{}\"", board.card_name(c), s.text);
                out.push((
                    quoted,
                    Some(board.cards[c].side),
                    who,
                    held(condition, standing),
                ));
            }
        }
    }
    out
}

/// Whether `who`, said by `whose` side's text, names `def` deployed by `side`.
fn fits(def: &CardDef, side: Side, whose: Option<Side>, who: &Who) -> Result<bool, String> {
    let (same, words) = match who {
        Who::Yours(w) => (true, w),
        Who::Opponents(w) => (false, w),
        Who::Any(w) => return kinds_named(def, w),
        Who::Itself => return Ok(false),
    };
    match whose {
        None => Err("whose text it is (the location's `owner:`)".to_string()),
        Some(y) if (y == side) != same => Ok(false),
        Some(_) => kinds_named(def, words),
    }
}

/// "characters, vehicles and starships": a list, one of which names `def`.
fn kinds_named(def: &CardDef, words: &str) -> Result<bool, String> {
    if words.trim().is_empty() {
        return Ok(true);
    }
    let mut open = None;
    for w in words.split(", ") {
        match names(def, w) {
            Ok(true) => return Ok(true),
            Ok(false) => {}
            Err(w) => open = open.or(Some(w)),
        }
    }
    open.map_or(Ok(false), Err)
}
