//! Deploying to a sector (`can deploy … to <sector>`).

use super::prelude::*;

/// `can deploy <card> to <sector>` / `aboard <craft at a sector>`: true when refused.
pub(crate) fn deploy_blocked(
    e: &mut Cx,
    def: &CardDef,
    sector: LocId,
    host: Option<CardIx>,
) -> bool {
    if before_sectors(e) {
        return false;
    }
    let board = e.board;
    let sname = board.loc_def(sector).plain_title().to_string();
    let Some(kind) = sector_kind(board.loc_def(sector)) else {
        e.missing(format!(
            "what kind of sector {sname} is (give it the space icon for an asteroid sector, the planet icon for a cloud sector)"
        ));
        return false;
    };
    e.fact(format!("{sname} is"), kind.name());
    let rule = e.pick(&CC_ABOARD, &D_ABOARD);
    // A cloud car flies to a cloud sector by itself only under Cloud City's rules; aboard a
    // craft, or under Dagobah's (where vehicles reach a sector only aboard a starship), it is
    // a vehicle like any other.
    let aboard_rule = !is_cloud_car(def) || host.is_some() || !e.in_force(&CC_ABOARD);
    if matches!(def.card_type, CardType::Character | CardType::Vehicle) && aboard_rule {
        return match host {
            None => {
                e.because(
                    rule,
                    format!(
                        "{} is a {}: it may deploy to {sname} only aboard a {}",
                        def.plain_title(),
                        def.kind_words(),
                        if e.in_force(&CC_ABOARD) {
                            "vehicle or starship allowed there"
                        } else {
                            "starship"
                        }
                    ),
                );
                true
            }
            Some(h) => {
                let hdef = board.card_def(h);
                let ok = if e.in_force(&CC_ABOARD) {
                    matches!(hdef.card_type, CardType::Starship | CardType::Vehicle)
                } else {
                    hdef.card_type == CardType::Starship
                };
                if ok {
                    e.allow(
                        rule,
                        format!(
                            "{} deploys aboard {}, which is at {sname}",
                            def.plain_title(),
                            board.card_name(h)
                        ),
                    );
                    false
                } else {
                    e.because(
                        rule,
                        format!(
                            "{} is not a starship{}: nothing reaches a sector aboard it",
                            board.card_name(h),
                            if e.in_force(&CC_ABOARD) {
                                " or vehicle"
                            } else {
                                ""
                            }
                        ),
                    );
                    true
                }
            }
        };
    }
    if matches!(def.card_type, CardType::Starship | CardType::Vehicle) {
        return craft_allowed(e, def, kind) == Some(false);
    }
    false
}
