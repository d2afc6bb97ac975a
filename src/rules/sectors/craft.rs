//! Which craft a sector allows, and the words for what moves.

use crate::board::facts::{SectorKind, is_cloud_car};
use crate::catalog::{CardDef, CardType, Trait};
use crate::rulebook::sectors::{CC_ASTEROID_ALLOWED, CLOUD_ALLOWED, D_ABOARD, D_GENERAL};
use crate::rules::eval::{Cx, Eval};

/// What moves: a starship, a cloud car, or something else.
pub(super) fn craft_words(def: &CardDef) -> &'static str {
    if def.is_titled(crate::catalog::titles::MYNOCK) {
        "mynock, flying like a starfighter"
    } else if def.is_capital() {
        "capital starship"
    } else if def.is_starfighter() {
        "starfighter"
    } else if is_cloud_car(def) {
        "cloud car"
    } else {
        "card"
    }
}

/// [`craft_allowed`], from the board and the ruleset alone (no reasons noted).
pub(super) fn craft_fits(e: &Eval, def: &CardDef, kind: SectorKind) -> Option<bool> {
    match (kind, e.in_force(&CC_ASTEROID_ALLOWED)) {
        (SectorKind::Asteroid, true) => Some(def.is_starfighter() || def.is_capital()),
        (SectorKind::Cloud, true) => Some(
            def.is_starfighter()
                || is_cloud_car(def)
                || (def.is_capital() && def.has_trait(&Trait::MovesLikeStarfighter)),
        ),
        (_, false) if def.card_type != CardType::Starship => Some(false),
        (SectorKind::Cloud, false) => None,
        (SectorKind::Asteroid, false) => Some(true),
    }
}

/// May a card of this kind be at a sector of `kind`? `None`: the ruleset in force does not say
/// (cloud sectors before Cloud City).
pub(super) fn craft_allowed(e: &mut Cx, def: &CardDef, kind: SectorKind) -> Option<bool> {
    let name = def.plain_title().to_string();
    let cc = e.in_force(&CC_ASTEROID_ALLOWED);
    match (kind, cc) {
        (SectorKind::Asteroid, true) => {
            let ok = def.is_starfighter() || def.is_capital();
            let what = if is_cloud_car(def) {
                format!("{name} is a cloud car: cloud cars may not go to asteroid sectors")
            } else if ok {
                format!(
                    "{name} is a {}: allowed at asteroid sectors",
                    craft_words(def)
                )
            } else {
                format!(
                    "{name} is a {}: only capital starships and starfighters may be at asteroid sectors",
                    def.kind_words()
                )
            };
            if ok {
                e.allow(&CC_ASTEROID_ALLOWED, what);
            } else {
                e.because(&CC_ASTEROID_ALLOWED, what);
            }
            Some(ok)
        }
        (SectorKind::Cloud, true) => {
            let like = def.is_capital() && def.has_trait(&Trait::MovesLikeStarfighter);
            let ok = def.is_starfighter() || is_cloud_car(def) || like;
            let what = if like {
                format!(
                    "{name} is a capital starship that deploys and moves like a starfighter: allowed at cloud sectors"
                )
            } else if def.is_capital() {
                format!("{name} is a capital starship: capitals may not be at cloud sectors")
            } else if ok {
                format!("{name} is a {}: allowed at cloud sectors", craft_words(def))
            } else {
                format!(
                    "{name} is a {}: only starfighters and cloud cars may be at cloud sectors",
                    def.kind_words()
                )
            };
            if ok {
                e.allow(&CLOUD_ALLOWED, what);
            } else {
                e.because(&CLOUD_ALLOWED, what);
            }
            Some(ok)
        }
        (_, false) => {
            // Dagobah: sectors are places for starships; vehicles and characters only aboard one.
            if def.card_type == CardType::Starship {
                e.allow(
                    &D_GENERAL,
                    format!("{name} is a starship: sectors are places where starships deploy, battle and move"),
                );
                if kind == SectorKind::Cloud {
                    e.missing("which starships may be at a cloud sector, and how they move there: cloud sectors come with the Cloud City supplement (ask with `--rules cloud-city`)");
                    return None;
                }
                Some(true)
            } else {
                e.because(
                    &D_ABOARD,
                    format!(
                        "{name} is a {}: it may be at a sector only aboard a starship",
                        def.kind_words()
                    ),
                );
                Some(false)
            }
        }
    }
}
