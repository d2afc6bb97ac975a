//! The kinds of fact, one check each, and which kind each read fact is.

use crate::catalog::text::Fact;

/// The kinds of fact, one check each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Where the card deploys ("Deploys only …", "Never deploys to …", "Deploy on …").
    Where,
    /// What an act costs by the text.
    Price,
    /// Reacting.
    React,
    /// Whether and how it moves ("Cannot move", landspeed).
    Moving,
    /// What a location allows ("No starships here", "Your spies may not deploy here").
    Location,
    /// A played card's limit on the card it targets ("Character may not move for remainder
    /// of turn"): what the board does not record, named ([`super::targets`]).
    Target,
    /// Sentences that bear on the act and are not read.
    Unread,
    /// Who pilots what ("May pilot only …", "May not be piloted by …": [`super::piloting`]).
    Piloting,
}

pub(super) fn kind_of(f: &Fact) -> Option<Kind> {
    Some(match f {
        Fact::DeploysOnly { .. }
        | Fact::NeverTo { .. }
        | Fact::NotToPlaces { .. }
        | Fact::DeployOn { .. }
        | Fact::MayDeployTo { .. }
        | Fact::NotWhileUniques { .. }
        | Fact::WithoutPresence { .. }
        | Fact::MayDeployHere { .. }
        | Fact::UndercoverSpy
        | Fact::NotAboard { .. }
        | Fact::CarriedLikeVehicle => Kind::Where,
        Fact::DeployCost { .. }
        | Fact::DeployPrice { .. }
        | Fact::LandspeedCost { .. }
        | Fact::MoveCostHere { .. }
        | Fact::DeployCostHere { .. }
        | Fact::FromBothPiles { .. }
        | Fact::MoveCost { .. }
        | Fact::CraftMovesFree { .. } => Kind::Price,
        Fact::React { .. } | Fact::DeployAsReact { .. } | Fact::ReactAway { .. } => Kind::React,
        Fact::MayNotDeployAboard { .. } => Kind::Where,
        Fact::MoveCostBetween { .. } => Kind::Price,
        Fact::IfYouOccupy { fact, .. }
        | Fact::While { fact, .. }
        | Fact::OncePerTurn { fact }
        | Fact::PriceOrIf { fact, .. } => {
            return kind_of(fact);
        }
        Fact::MayNotMove
        | Fact::Landspeed { .. }
        | Fact::MovesTo { .. }
        | Fact::LandspeedHere { .. }
        | Fact::NoLandspeedHere { .. }
        | Fact::HyperspeedHere { .. } => Kind::Moving,
        // Applied where the card it names may not move (`moving::may_move_beside`).
        Fact::MayMoveHere { .. } | Fact::NamedMayMove { .. } => return None,
        Fact::TargetLimit { .. } => Kind::Target,
        Fact::NoHere { .. }
        | Fact::MayNotDeployHere { .. }
        | Fact::MayNotReactHere { .. }
        | Fact::MayNotMoveHere { .. }
        | Fact::MayNotGoTo { .. }
        | Fact::DeploysPerTurnHere { .. }
        | Fact::DeployRegardless { .. } => Kind::Location,
        Fact::MayMove { .. } => Kind::Moving,
        // Grants the movement rules ask where the documents alone would refuse
        // ([`grants`]): a react to here, a move beyond landspeed.
        Fact::ReactHere { .. } | Fact::ReactToRelated { .. } | Fact::MoveBetween { .. } => {
            return None;
        }
        // A deploy to here as a react: the timing check asks it, in the react window
        // ([`crate::rules::shared::grants::react_deploy_grant`]).
        Fact::DeployHereAsReact { .. } => return None,
        Fact::LikeStarfighter
        | Fact::TransitCost
        | Fact::TransitFreeAtItsSite
        | Fact::OwnAction { .. } => return None,
        // A card on table speaks of its owner's deploys wherever it stands: asked of every
        // card of the deploying side ([`side::side_limits`]), not as a card taking part.
        Fact::SideMayNotDeploy { .. } => return None,
        // Weighed with the prices it keeps from change ([`super::fixed`]).
        Fact::FixedDeployCost { .. } => return None,
        // A move in another phase: the timing check asks it ([`super::shared::phase_grants`]).
        Fact::MoveInPhase { .. } => return None,
        // A landspeed it adds to the vehicle it is aboard: the landspeed the rules give that
        // vehicle counts it (`shared::operated::landspeed`).
        Fact::AddsLandspeedAboard { .. } => return None,
        // Two facts in one sentence: the checks take them one by one (`CardDef::sentences`).
        Fact::Both(..) => return None,
        Fact::PilotsOnly { .. } | Fact::PilotedBy { .. } => Kind::Piloting,
        // Round 27's facts of moving: applied by their own pass ([`super::cardmove`]) and the
        // react grants; a device's landspeed by the landspeed the rules give the card it is on.
        Fact::ReactFrom { .. }
        | Fact::TransportNotHere { .. }
        | Fact::TransportLimited { .. }
        | Fact::TransportNotNear { .. }
        | Fact::DeployedMayNotMove { .. }
        | Fact::AddsLandspeed { .. } => return None,
        // A transport card's own move: the rule of moves by a card's text asks it
        // (`movement::by_card`).
        Fact::Transports { .. } | Fact::Relocates { .. } => return None,
        // A craft that moves like a starfighter at cloud sectors: the sector rules ask it
        // (`sectors::legs`).
        Fact::LikeStarfighterAt { .. } => return None,
        // A vehicle that moves with no one aboard: the operating rules ask it
        // (`shared::operated`).
        Fact::MovesUnoperated => return None,
        // A craft's room with places kept for some: the room the rules count aboard it asks
        // them (`board::facts::craft`, the capacity with its seat limits).
        Fact::SeatsKept => return None,
        // The actor's immunity: the judge sets aside the sentences it names
        // ([`super::cardmove::immune_to`]), and the landspeed a site requires
        // ([`super::moving`]).
        Fact::ImmuneToMoveLimits { .. } => return None,
        // A side's price to move away from beside a kind: its own pass
        // ([`super::cardmove::price_beside`]).
        Fact::MoveCostBeside { .. } => return None,
        // No react to where a kind is present: its own pass
        // ([`super::cardmove::no_react_where_present`]).
        Fact::NoReactWherePresent { .. } => return None,
    })
}
