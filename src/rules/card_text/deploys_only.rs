//! A card's own sentence that limits where it deploys, as the catalog keeps it
//! (`CardDef::deploys_only`: "Deploys only on Hoth.", or a bare place a board writes), one
//! check on `Act::Deploy`: its places are read by card text's one reader of places
//! ([`super::deploys::fit_places`]), as the card-text checks read them; a condition on the
//! table or a react in the sentence by the deploy limit's reader.

use crate::rules::actions::{Act, Action, Check, Outcome, Stage};
use crate::rules::eval::Cx;

/// The card's own sentence that limits where it deploys ("Deploys only on Hoth."), read: it
/// decides as the card says, cited as its text. A part the judge cannot read leaves the act
/// open, quoting the sentence.
pub(crate) static DEPLOYS_ONLY_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "a card deploys only where its own text says it may",
    rules: &[],
    run: deploys_only_check,
};

fn deploys_only_check(e: &mut Cx, act: &Act) -> Outcome {
    use crate::board::facts::{LimitFit, deploy_limit_fit};
    use crate::rulebook::base::DEPLOYS_ONLY;
    let Act::Deploy {
        card: def,
        side,
        to: Some(target),
        host,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let Some(limit) = def.deploy_limit() else {
        return Outcome::NotMine;
    };
    let (title, place) = (def.plain_title(), e.board.loc_def(target).plain_title());
    let quoted = format!("{title}'s own text: \"{}\"", limit.sentence);
    // One reader of places: card text's, where the sentence is a list of places.
    let fit = match deploy_places_fit(e, act, &limit.sentence) {
        Some(Ok(fit)) => fit,
        Some(Err(unread)) => {
            e.missing(format!(
                "whether {place} is where {title}'s own text lets it deploy: \"{}\" (swjudge does not read \"{unread}\")",
                limit.sentence
            ));
            return Outcome::Open;
        }
        None => match deploy_limit_fit(e.board, target, host, &limit, Some(side)) {
            // "Deploys only if an [Episode VII] Epic Event on table": a card of a kind on the
            // table, as card text's conditions read it.
            LimitFit::Unread => match table_condition(e, side, &limit.sentence) {
                Some(true) => LimitFit::Fits("the condition holds on the board".into()),
                Some(false) => {
                    e.because_card_text(
                        &DEPLOYS_ONLY,
                        format!("{quoted}; the condition does not hold on the board"),
                    );
                    return Outcome::Refuse;
                }
                None => LimitFit::Unread,
            },
            fit => fit,
        },
    };
    match fit {
        LimitFit::Fits(w) => {
            e.allow_by_card_text(&DEPLOYS_ONLY, format!("{quoted}; {w}"));
            Outcome::Clear
        }
        LimitFit::Outside => {
            e.because_card_text(
                &DEPLOYS_ONLY,
                format!("{quoted}; {place} is none of the places it names"),
            );
            Outcome::Refuse
        }
        LimitFit::Unread => {
            e.missing(format!(
                "whether {place} is where {title}'s own text lets it deploy: \"{}\" (swjudge does not read {})",
                limit.sentence,
                limit
                    .unread
                    .iter()
                    .map(|u| format!("\"{u}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
            Outcome::Open
        }
    }
}

/// A deploy limit that is only a condition on the table ("Deploys only if an [Episode VII] Epic
/// Event on table"), settled as card text's conditions settle it. `None`: other words, or a
/// condition the board does not settle.
fn table_condition(
    e: &crate::rules::eval::Eval,
    side: crate::rulebook::Side,
    sentence: &str,
) -> Option<bool> {
    let t = sentence.trim().trim_end_matches('.');
    let cond = ["Deploys only ", "Deploy only ", "May deploy only "]
        .iter()
        .find_map(|p| t.strip_prefix(p))?;
    if !(cond.starts_with("if ") || cond.starts_with("unless ")) {
        return None;
    }
    super::conditions::on_table_condition(e, cond)
        .or_else(|| super::conditions::a_kind_on_table(e, side, cond))
}

/// Where a card's own sentence that limits where it deploys (the catalog's `deploys_only`:
/// "Deploys only on Coruscant or to Emperor's site (or related site).") lets it deploy, read by
/// card text's one reader of places ([`super::deploys::fit_places`]), so that the deploy rules and the
/// card-text checks read a place alike. `None`: the act names no location, or the words are
/// no list of places (a condition on the table, a react), which the deploy limit's reader
/// keeps; `Err`: the words not read.
fn deploy_places_fit(
    e: &crate::rules::eval::Eval,
    act: &Act,
    sentence: &str,
) -> Option<Result<crate::board::facts::LimitFit, String>> {
    let t = sentence.trim().trim_end_matches('.');
    let places = [
        "Deploys only ",
        "Deploy only ",
        "May deploy only ",
        "May only deploy ",
        "Must deploy ",
    ]
    .iter()
    .find_map(|p| t.strip_prefix(p))?;
    let places = places
        .strip_suffix(", but may move elsewhere")
        .or_else(|| places.strip_suffix(" but may move elsewhere"))
        .unwrap_or(places);
    if places.starts_with("if ") || places.starts_with("unless ") || places.contains("'react'") {
        return None;
    }
    let (seen, _) = super::parts::parts(e, act)?;
    let l = seen.to?;
    // "Deploys only on on Tatooine": a small word printed twice is read once.
    let once = super::deploys::doubled_word_once(places);
    let places = once.as_deref().unwrap_or(places);
    // "to a site as an Undercover spy", "as an Undercover spy at same site as an Imperial": the
    // way it deploys is no place; the places are read without it. Where it deploys is outside
    // them, the deploy is refused; inside them, the way (which no document gives) stays unread.
    if let Some(places) = undercover_places(places) {
        let kind = places
            .trim_start_matches("to ")
            .trim_start_matches("a ")
            .trim_start_matches("an ");
        let fit = match super::deploys::kind_fits(e, &seen, l, kind) {
            Ok(true) => Ok(crate::board::facts::LimitFit::Fits(String::new())),
            Ok(false) => Ok(crate::board::facts::LimitFit::Outside),
            Err(_) => super::deploys::fit_places(e, &seen, l, &places),
        };
        return Some(match fit {
            Ok(crate::board::facts::LimitFit::Outside) => {
                Ok(crate::board::facts::LimitFit::Outside)
            }
            Ok(crate::board::facts::LimitFit::Fits(_)) => Err(UNDERCOVER.to_string()),
            other => other,
        });
    }
    Some(super::deploys::fit_places(e, &seen, l, places))
}

/// The way a deploy limit writes beside its places: as an Undercover spy.
const UNDERCOVER: &str = "as an Undercover spy";

/// A deploy limit's places without its way "as an Undercover spy" and a price in brackets
/// beside it ("to a site (-2 on Tatooine or Coruscant) as an Undercover Spy": "to a site").
/// `None`: the words do not say that way.
fn undercover_places(places: &str) -> Option<String> {
    let lower = places.to_lowercase();
    let i = lower.find(UNDERCOVER.to_lowercase().as_str())?;
    let rest = format!("{} {}", &places[..i], &places[i + UNDERCOVER.len()..]);
    // A price in brackets beside the places is the deploy's price, not a place.
    let mut out = String::new();
    let mut depth = 0usize;
    for ch in rest.chars() {
        match ch {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(ch),
            _ => {}
        }
    }
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    (!out.is_empty()).then_some(out)
}
