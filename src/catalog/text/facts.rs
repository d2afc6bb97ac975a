//! The types of what the card-text reader finds: the acts a sentence bears on, whom it speaks
//! of, and the facts it states (each with its words, for `swjudge cards`).

use serde::{Deserialize, Serialize};

/// The acts a sentence can bear on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ActKind {
    Deploy,
    Move,
    Land,
    TakeOff,
    React,
    Shuttle,
    Transit,
    Embark,
    Relocate,
}

impl ActKind {
    pub const ALL: [ActKind; 9] = [
        ActKind::Deploy,
        ActKind::Move,
        ActKind::Land,
        ActKind::TakeOff,
        ActKind::React,
        ActKind::Shuttle,
        ActKind::Transit,
        ActKind::Embark,
        ActKind::Relocate,
    ];
    pub fn name(self) -> &'static str {
        match self {
            ActKind::Deploy => "deploy",
            ActKind::Move => "move",
            ActKind::Land => "land",
            ActKind::TakeOff => "take-off",
            ActKind::React => "react",
            ActKind::Shuttle => "shuttle",
            ActKind::Transit => "transit",
            ActKind::Embark => "embark",
            ActKind::Relocate => "relocate",
        }
    }
    fn bit(self) -> u16 {
        1 << (self as u16)
    }
    /// Every kind of movement: a sentence about moving bears on each way of moving.
    pub fn is_movement(self) -> bool {
        self != ActKind::Deploy
    }
}

/// A set of [`ActKind`]s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Acts(u16);

impl Acts {
    pub const NONE: Acts = Acts(0);
    pub fn with(self, k: ActKind) -> Acts {
        Acts(self.0 | k.bit())
    }
    /// Both sets' kinds.
    pub fn union(self, other: Acts) -> Acts {
        Acts(self.0 | other.0)
    }
    pub fn has(self, k: ActKind) -> bool {
        self.0 & k.bit() != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Every kind of movement.
    pub fn movement() -> Acts {
        ActKind::ALL
            .iter()
            .filter(|k| k.is_movement())
            .fold(Acts::NONE, |a, &k| a.with(k))
    }
    pub fn kinds(self) -> impl Iterator<Item = ActKind> {
        ActKind::ALL.into_iter().filter(move |&k| self.has(k))
    }
}

/// Whose act a fact speaks of.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Who {
    /// The card itself (its own deploying or moving).
    Itself,
    /// Cards of the side that owns the card (`your X`), or of its opponent (`opponent's X`),
    /// described by the words that follow (`Jedi`, `characters`, `Wampas`); empty: any.
    Yours(String),
    Opponents(String),
    /// Either side's cards so described (`Starships`, `Droids`).
    Any(String),
}

/// A change of cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cost {
    Free,
    /// Plus or minus this much Force.
    By(i64),
    /// Exactly this much.
    Is(i64),
}

impl std::fmt::Display for Cost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Cost::Free => write!(f, "free"),
            Cost::By(n) => write!(f, "{n:+} Force"),
            Cost::Is(n) => write!(f, "{n} Force"),
        }
    }
}

/// Which moves a location's price speaks of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Way {
    To,
    From,
    Either,
}

/// A condition on a location the board settles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Occupancy {
    /// A site (or location) the card's opponent occupies.
    OpponentOccupies,
    /// An occupied site: anyone's card is there.
    Occupied,
    /// A battleground.
    Battleground,
}

/// Whether and how the card itself moves, and where it may be aboard, in our words.
fn aboard_words(fact: &Fact, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    match fact {
        Fact::MayNotMove => write!(f, "may not move"),
        Fact::LikeStarfighter => write!(f, "deploys and moves like a starfighter"),
        Fact::NotAboard { crafts } => write!(
            f,
            "it may not be aboard {}",
            crafts
                .iter()
                .map(|c| c.words())
                .collect::<Vec<_>>()
                .join(" or ")
        ),
        _ => write!(
            f,
            "it may be carried like a vehicle: a vehicle's place in a cargo bay takes it"
        ),
    }
}

/// What a card's text says of docking bay transit, in our words.
fn transit_words(fact: &Fact, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    match fact {
        Fact::TransitFreeAtItsSite => write!(
            f,
            "its side's docking bay transit to or from the site where it stands is free"
        ),
        _ => write!(
            f,
            "sets the price of docking bay transit (read by the transit rules)"
        ),
    }
}

/// A kind of craft a card's text names as one it may not be aboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Craft {
    Starfighter,
    CapitalStarship,
    Starship,
    EnclosedVehicle,
    Vehicle,
}

impl Craft {
    /// The kind, as a reason says it (plural).
    pub fn words(self) -> &'static str {
        match self {
            Craft::Starfighter => "starfighters",
            Craft::CapitalStarship => "capital starships",
            Craft::Starship => "starships",
            Craft::EnclosedVehicle => "enclosed vehicles",
            Craft::Vehicle => "vehicles",
        }
    }
}

/// One fact read from a sentence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fact {
    /// "Deploys only on Hoth", "Deploy only to Wampa Cave or …": the places (alternatives) it
    /// may deploy to, read by [`crate::catalog::deploy_limit::DeployLimit`].
    DeploysOnly { places: String },
    /// "Never deploys to a site opponent occupies", "Never deploys or moves (even if carried) to
    /// a site opponent occupies", "May not deploy to an occupied site": never there.
    NeverTo {
        occupancy: Occupancy,
        moves_too: bool,
    },
    /// "May not deploy to Bespin, Coruscant …": never to those places.
    NotToPlaces { places: String },
    /// "Deploys -2 to Ahch-To", "Deploys free to same site as Jabba": a cost change, where.
    DeployCost { cost: Cost, to: String },
    /// "Deploys -1 if Dooku on table", "Vader deploys -2 aboard", "Emperor deploys free
    /// here", "Your Wookiees deploy -1", "If you control, Wrong Turn deploys for free": a
    /// change of a deploy's price, whose, where, and on what condition (as written).
    DeployPrice {
        cost: Cost,
        who: Who,
        place: Option<String>,
        condition: Option<String>,
    },
    /// "May not be deployed if three or more of opponent's unique (•) characters on table":
    /// it deploys only while fewer than `n` are.
    NotWhileUniques { n: usize },
    /// "May deploy without presence or Force icons [(except to Rendezvous Point)]", "May deploy
    /// (and your characters may deploy aboard) even without presence or Force icons": it (and,
    /// `aboard_too`, your characters deploying aboard it) needs neither presence nor a Force
    /// icon where it deploys.
    WithoutPresence {
        aboard_too: bool,
        except: Option<String>,
    },
    /// A location's "Your starfighters may deploy here", "Dark Waters may deploy here": the
    /// cards it names may deploy at it, where a rule for their kind (starfighters to sites; the
    /// Dagobah rule) would not let them.
    MayDeployHere { who: Who },
    /// "May deploy as a 'react'": a further way to deploy; it limits nothing. `cost`: its price
    /// ("May deploy -3 as a 'react'"); `terms`: the grant's other words, as written ("with a
    /// pilot", "to a battle where you have a TIE (for free if …)").
    DeployAsReact {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cost: Option<Cost>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        terms: Option<String>,
    },
    /// "May deploy to exterior sites", "May deploy to Dagobah": a further place it may
    /// deploy to, where the rules for its kind (or a location's rule) would not let it.
    MayDeployTo { places: String },
    /// "Deploy on table", "Deploy on your side of table", "Deploy on your Star Destroyer": what
    /// an Effect, Interrupt, device or weapon deploys on. `condition`, as written with its
    /// `if` or `unless` ("If Jakku on table, deploy on table"): it deploys there only so, and
    /// elsewhere never.
    DeployOn {
        target: String,
        condition: Option<String>,
    },
    /// "May move as a 'react'" (`only`: "only to Hoth sites"; `cost`: the react's price
    /// where the grant writes one, "for free").
    React {
        only: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cost: Option<Cost>,
    },
    /// "Deploys and moves like a starfighter": the catalog's trait, applied by the rules.
    LikeStarfighter,
    /// "May be carried [aboard starships] like a vehicle" (a starfighter's): the catalog's trait
    /// ([`crate::catalog::Trait::CarriedLikeVehicle`]), applied by the room aboard
    /// (`board::facts::room_aboard`).
    CarriedLikeVehicle,
    /// "May not be aboard starfighters or enclosed vehicles", "Too large to go aboard a
    /// starfighter": the crafts the card may not be aboard.
    NotAboard { crafts: Vec<Craft> },
    /// "Cannot move.", "Starship may not move." (of itself).
    MayNotMove,
    /// "Cannot move to mobile sites", "Never moves to a site occupied by opponent (even if
    /// carried)" (`only`: false), "May only move to Hoth sites" (`only`: true): where the card
    /// itself may move. `carried`: it holds when the card is carried too.
    MovesTo {
        places: String,
        only: bool,
        carried: bool,
    },
    /// "Landspeed = 2", "May 'fly' (landspeed = 3)", "Landspeed may not be increased".
    Landspeed { is: Option<i64>, fixed: bool },
    /// A character's "[While aboard a non-creature vehicle, ]adds 1 to power, maneuver and
    /// landspeed": it adds `by` to the landspeed of the vehicle it is aboard (the condition, a
    /// [`Fact::While`] around it).
    AddsLandspeedAboard { by: i64 },
    /// A site's "Your character movement from here (except for scouts) requires +1
    /// landspeed": a character of that side moving from here by landspeed needs this much
    /// more landspeed than the sites it crosses.
    LandspeedHere {
        who: Who,
        extra: i64,
        except: Option<String>,
    },
    /// A card's "prevents opponent's characters present from using their landspeed"
    /// (Worrt), "… at same site from using landspeed": the cards it names, at the site where
    /// the card stands, may not move from it by landspeed.
    NoLandspeedHere { who: Who },
    /// A card's "Rebel Guards at same site may move": the cards it names, at the site where the
    /// card stands, may move though their own text says they cannot ("Cannot move").
    MayMoveHere { who: Who },
    /// A location's "… and Imperial trooper guards may move" (on its condition, Corulag's "If
    /// you control"): the cards it names (`who`, as written) may move wherever they stand,
    /// their own "Cannot move" lifted.
    NamedMayMove { who: String },
    /// A character's "Adds 2 to power of anything he pilots, and that starship or vehicle
    /// moves for free", "When driving a vehicle, that vehicle is power +3 and moves for free":
    /// the craft it pilots or drives (of the kind `craft`, as written: "starship or vehicle",
    /// "vehicle", "transport vehicle") moves at `cost`; `when`, the condition as written ("when
    /// driving a vehicle", "anything he pilots").
    CraftMovesFree {
        craft: String,
        cost: Cost,
        when: String,
    },
    /// "Requires +1 Force to use landspeed": moving by landspeed costs more.
    LandspeedCost { cost: Cost },
    /// A location's "No starships or vehicles here [except …]".
    NoHere {
        kinds: Vec<String>,
        except: Option<String>,
    },
    /// A location's "you may move free between here and X", "Your character movement from here
    /// … requires +1 landspeed", "X move to here using landspeed for free".
    MoveCostHere {
        cost: Cost,
        who: Who,
        between: Option<String>,
        /// Which moves it prices: to here, from here, or either.
        way: Way,
        /// Only a move by landspeed ("when using landspeed").
        by_landspeed: bool,
    },
    /// A location's "Your Wampas deploy free here", "Your Jedi deploy +2 here" (`to`: where
    /// else than here: "aboard starships here", "to Cloud City locations").
    DeployCostHere {
        cost: Cost,
        who: Who,
        to: Option<String>,
    },
    /// "May move to an adjacent non-interior site …": the card's own way of moving.
    MayMove { to: String },
    /// A location's "Jar Jar and your spies may not deploy here", "Opponent may not deploy
    /// or move to Bunker".
    MayNotDeployHere {
        who: Who,
        deploys: bool,
        moves: bool,
        /// "If you occupy, …": only while the side whose text it is occupies the location.
        if_you_occupy: bool,
    },
    /// A location's "If a creature present, cards cannot move from here", "If Finn or Rey
    /// here, opponent's First Order characters may not move from here", "Characters may not
    /// move to or from here": who may not move which way, and on what condition (`unless`:
    /// the condition lifts the limit; else it sets it).
    MayNotMoveHere {
        who: Who,
        way: Way,
        condition: Option<String>,
        unless: bool,
    },
    /// A side's limit on where its cards go, wherever they are ("Opponent's characters may not
    /// move to underwater sites", "Opponent may not deploy or move to Bunker", "You may not
    /// deploy characters to interior Naboo sites"): the cards it names (`who`, of the side the
    /// card's owner is or opposes) may not do `acts` to the places named (`to`, as written).
    /// `from_here`: only from the site where the card stands ("Opponent's characters may not
    /// move from same site as Bewil to a mobile site").
    MayNotGoTo {
        who: Who,
        acts: Acts,
        to: String,
        from_here: bool,
    },
    /// A limit on a condition of the card's own (`condition`, as written: "on Hoth", "at
    /// Theed Palace Hallway", "Wookiee Homestead here", "this side up"): it holds only while the
    /// condition does; where the board does not settle it, the limit is open, naming it.
    While { condition: String, fact: Box<Fact> },
    /// A location's "Opponent may not 'react' to or from here".
    MayNotReactHere { who: Who, way: Way },
    /// "Moves for free", "Takes off and lands for free": its own moves cost nothing;
    /// `condition`, as written ("if Luke aboard"): only so.
    MoveCost {
        cost: Cost,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<String>,
    },
    /// A location's (or a card's, of where it stands) "Your starships may move here as a
    /// 'react'", "Your troopers and Royal Guards may 'react' to here for free": the cards it
    /// names may react to here (`free`: at no cost), whatever their own text says.
    ///
    /// "Your troopers may move to same Hoth site as a 'react'" (a card's, of where it stands):
    /// `at`, what that location must be.
    ReactHere {
        who: Who,
        free: bool,
        at: Option<String>,
    },
    /// A location's "Your Falcon and your Corellian corvettes may deploy here as a 'react'":
    /// the cards it names may deploy to here as a react (the timing check asks it, in the react
    /// window; `rules::shared::grants::react_deploy_grant`).
    DeployHereAsReact { who: Who },
    /// A location's "During your move phase, your scouts may move between here and any
    /// exterior Endor site", "… may move your characters from here to Mos Eisley": the cards it
    /// names may move between here and the places named (`way`: from here, to here, or either),
    /// beyond their landspeed. (Priced, it is a [`Fact::MoveCostHere`] with its `between`.)
    /// `named_here`: the location's own name where the text writes it instead of "here"
    /// ("you may move from Back Door to Bunker (or vice versa)", on Endor: Back Door); the
    /// grant holds only on a location that name names.
    MoveBetween {
        who: Who,
        there: String,
        way: Way,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        named_here: Option<String>,
    },
    /// A location's "Your docking bay transit from here requires 1 Force": read by the
    /// transit rules (the catalog's `transit` sentences).
    TransitCost,
    /// A character's "Your docking bay transit is free when moving to or from same site": its
    /// side's docking bay transit from or to the site where it stands costs nothing (read by the
    /// transit rules).
    TransitFreeAtItsSite,
    /// An Objective's, Epic Event's or Effect's "You may not deploy Jedi", "For remainder of
    /// game, you may not deploy Sandwhirl or Jabba's Palace sites", "You may not deploy cards
    /// with ability except …": while the card is on table, its owner deploys none of the cards
    /// the list names (`what`, as written, with its exceptions). `lasting`: "for remainder of
    /// game" (on an Objective's first side, from the start of the game).
    SideMayNotDeploy { what: String, lasting: bool },
    /// "During your control phase, your Lando may make a regular move", "During any deploy
    /// phase, if a Padawan … at an adjacent site, Ahsoka may move to that site …": the cards it
    /// names (`who`, as written) may move in that phase (`own_turn`: in their side's own turn,
    /// the other's, or either when `None`), outside the move phase the rules give. `condition`
    /// ("if …") and `how` (what follows "may move", "may make a regular move") as written.
    MoveInPhase {
        own_turn: Option<bool>,
        phase: String,
        condition: Option<String>,
        who: String,
        how: String,
    },
    /// An action the card's text gives ("Once per turn, may …", "Use 2 Force to …", "When
    /// deployed, …"), or a change for the rest of the game ("For remainder of game, you may
    /// not deploy …"): an act of its own, timed and paid as written, that changes nothing about
    /// deploying or moving a card by the rules.
    OwnAction { what: &'static str },
    /// A sentence that states two facts ("Your starships deploy -2 and your pilots deploy -1
    /// here", "To move or deploy your starship to here requires +1 Force", "Deploy and move
    /// only at interior mobile sites"): each holds as if it stood alone, for the acts it
    /// speaks of ([`Fact::acts`]). The checks take it as two sentences, one fact each
    /// ([`super::as_checked`]).
    Both(Box<Fact>, Box<Fact>),
    /// "To deploy, requires 1 Force from each player's Force Pile", "To deploy (on your side
    /// of table), requires 3 Force from both players' Force Piles": its deploy takes `n` Force
    /// from its owner's Force Pile and `n` from the opponent's; with fewer in the opponent's,
    /// it does not deploy.
    FromBothPiles { n: i64 },
    /// "May deploy to a site as an Undercover spy": a further way for it to deploy to a site,
    /// which the documents the judge applies do not give; it limits nothing. ("Deploys and
    /// moves like an undercover spy", a Seeker's, says how it deploys, not that it may: it is
    /// not this fact.)
    UndercoverSpy,
    /// A location's price on its own side's occupation ("If you occupy, opponent must use +1
    /// Force to move from here using landspeed", "Unless you occupy, you must first use 1
    /// Force to deploy a non-scout character here"): the price holds only while (`unless`:
    /// only while not) the side whose half it is occupies the location.
    IfYouOccupy { unless: bool, fact: Box<Fact> },
    /// A played card's limit on the card it targets, for a time ("Character may not move for
    /// remainder of turn", "Target cannot move or battle until end of your next turn", "Any
    /// Force used to deploy spy remains used and that card may not deploy this turn", "Prevent
    /// a just deployed smuggler from moving this turn"): `target` and `limit` as written, the
    /// `time` it lasts and its `condition` ("if total destiny > ability") as written. A board
    /// records neither what a played card targeted nor when: where the sentence bears on an
    /// act, the act is open, naming what the board does not say.
    TargetLimit {
        target: String,
        limit: String,
        time: Option<String>,
        condition: Option<String>,
    },
    /// A location's "Your starships are hyperspeed +1 when moving from here" (to here, to or
    /// from here): the cards it names, of the side whose half it is, have this much more
    /// hyperspeed on such a move.
    HyperspeedHere { who: Who, by: i64, way: Way },
    /// A location's (or a card's deployed on it) "No more than one character may deploy to
    /// here each turn": at most `n` of the cards it names (`who`) deploy here in one turn. A
    /// board does not record what deployed this turn: a deploy here of a card it names is
    /// open, naming that; a deploy of a card it does not name is not its.
    DeploysPerTurnHere { who: Who, n: u32 },
    /// A location's "Once per turn, when you deploy a medical droid, it is deploy -2": a price
    /// (`fact`, a [`Fact::DeployCostHere`]) that holds for one deploy each turn. Whether this
    /// turn's use is spent is settled from the board's `this_turn` records.
    OncePerTurn { fact: Box<Fact> },
    /// A card's "When at a Yavin 4, Hoth or Endor site, Rebel starships may move to the
    /// related system as a 'react'": the cards it names may react to the system related to the
    /// site where the card stands (`from`, as written: what that site must be).
    ReactToRelated { who: Who, from: Option<String> },
    /// "Your deploy costs may not be modified here", "Leia's deploy cost may not be modified by
    /// opponent", "Obi-Wan's deploy cost may not be increased", "At same and related locations,
    /// deploy cost of opponent's characters may not be modified": the deploy cost of the cards
    /// it names (`who`) stands where other text would change it; only increases yield where
    /// `raise_only`, only the changes its opponent's cards make where `by_opponent`. `place`, as
    /// written: where the deploy goes ("here", "same and related locations"); none, anywhere.
    FixedDeployCost {
        who: Who,
        place: Option<String>,
        raise_only: bool,
        by_opponent: bool,
    },
    /// A location's price with another where a condition holds: "Your starships deploy -1 here,
    /// -2 if Tarkin is aboard a starship here", "Your fighters deploy -1 (or -2 if freighter)
    /// here": `fact` (a [`Fact::DeployCostHere`]), or `cost` instead where `condition` (as
    /// written) holds.
    PriceOrIf {
        fact: Box<Fact>,
        cost: Cost,
        condition: String,
    },
    /// "May pilot only speeder bikes", "May pilot only Falcon": the crafts it may pilot (or
    /// drive), as written; aboard any other it takes no pilot's or driver's place.
    PilotsOnly { only: String },
    /// "May not be piloted by Han unless he won a hand of sabacc this game" (`only`: false),
    /// "May only be piloted by …" (`only`: true): who may not (who alone may) pilot or drive
    /// it, as written, and the condition that lifts the limit, as written.
    PilotedBy {
        who: String,
        only: bool,
        unless: Option<String>,
    },
    /// "May move as a 'react' from a battle", "May move away from a battle at same site as a
    /// 'react'": the card may react, but only away from a battle where it stands (`cost`: the
    /// react's price where the grant writes one, "for free").
    ReactAway {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cost: Option<Cost>,
    },
    /// A craft's "Weapons may not deploy on this starship", "Opponent's characters may not
    /// deploy aboard": the cards it names (`who`) may not deploy on or aboard it.
    MayNotDeployAboard { who: Who },
    /// A side's move price between kinds of places, wherever the card that says it stands:
    /// "Opponent's movement from a Bespin location to a non-Bespin location requires +1 Force",
    /// "Your starship movement from Hoth sites to the Hoth system is free" (on its condition, a
    /// [`Fact::While`] around it), "Opponent's characters require +1 Force to move from
    /// Tatooine sites using their landspeed". `from`, `to`: the places, as written (none: any).
    MoveCostBetween {
        who: Who,
        from: Option<String>,
        to: Option<String>,
        cost: Cost,
        by_landspeed: bool,
    },
    /// (Round 27.) "Your stormtroopers here may move to an adjacent site as a 'react'" (a
    /// location's), "Your characters and vehicles at related sites may move as a 'react' to same
    /// or adjacent site" (a device's, of where the card it is on stands): the cards it names
    /// (`who`), standing where the card that says it stands (`related`: at a site related to
    /// it), may react to `to`, as written relative to it ("an adjacent site", "same or adjacent
    /// site").
    ReactFrom { who: Who, related: bool, to: String },
    /// A card's "Elis Helrot may not transport cards to or from here": the transport cards it
    /// names (`by`) move none of `what` ("cards", "characters") to or from where it stands.
    TransportNotHere { by: Vec<String>, what: String },
    /// An Effect's "Nabrun Leids and Elis Helrot are limited to owner's move phase and exterior
    /// sites [only]": a transport by the cards it names (`by`) is made in its owner's move phase,
    /// from and to such sites (`places`, as written).
    TransportLimited {
        by: Vec<String>,
        places: String,
        only: bool,
    },
    /// A character's "Prevents characters from moving to or from same or adjacent site using
    /// Elis Helrot or Nabrun Leids": no such card (`who`, as written) is transported by them
    /// (`by`) to or from the site where it stands or one adjacent to it.
    TransportNotNear { who: String, by: Vec<String> },
    /// "When opponent deploys a character or vehicle to a marker site, activate 1 Force and that
    /// card may not move that turn": a card it names (`who`, of the side it says) deployed this
    /// turn to such a place (`to`, as written, `except` as written) may not move this turn. The
    /// board's `this_turn` records what deployed this turn.
    DeployedMayNotMove {
        who: Who,
        to: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        except: Option<String>,
    },
    /// A device's "Adds 1 to power and landspeed": the card it is on has that much more
    /// landspeed (`shared::operated::landspeed`).
    AddsLandspeed { by: i64 },
    /// A transport card's own text ("At any time (except during battle), target any or all of
    /// your characters at one site to 'transport' (relocate) to any one other site"): the
    /// cards it names (`who`), standing at one place of `from`, go to a place of `to` (each as
    /// written), `when` it says (as written); what it costs its text draws for.
    Transports {
        who: String,
        from: String,
        to: String,
        when: String,
    },
    /// "Immune to Gravel Storm, Sandwhirl and desert landspeed requirements": the sentences of
    /// the cards it names (`cards`, by title) do not hold its moves, nor does a site of the kind
    /// `sites` names ("desert") require more landspeed of it ([`Fact::LandspeedHere`]).
    ImmuneToMoveLimits { cards: Vec<String>, sites: String },
    /// "For opponent to move a starship from same location as your Star Destroyer requires +2
    /// Force": the side's cards it names (`who`) pay `cost` more to move away from a location
    /// where a card of the speaker's side of the kind `beside` names stands, wherever the card
    /// that says it stands.
    MoveCostBeside {
        who: Who,
        beside: String,
        cost: Cost,
    },
    /// "Neither player may move or deploy cards as a 'react' to a location where a droid is
    /// present": no react (by moving, and by deploying where `deploys`) goes to a location where
    /// a card of the kind it names (`kind`, as written) is present, wherever the card that says it
    /// stands.
    NoReactWherePresent { kind: String, deploys: bool },
    /// A location's (or a card's, of where it stands or is deployed) "Your characters, vehicles
    /// and starships may deploy here regardless of presence and location deployment
    /// restrictions", "Luke may deploy at this site regardless of …": the cards it names may
    /// deploy to that location setting aside the restrictions it names (`what`, as written).
    /// The documents give card text no precedence over their own restrictions: where they
    /// refuse such a deploy, the answer names the clash (undetermined).
    DeployRegardless { who: Who, what: String },
    /// An Interrupt's own relocation of one of the player's cards (round 28): "[During your
    /// move phase, ][use 1 Force to ]relocate one of your characters at an interior mobile site
    /// to a related interior mobile site". As [`Fact::Transports`]: whom it moves (`who`), from
    /// a place of `from` to a place of `to` (each as written), `when` it says (as written,
    /// empty: at any time); what it costs (`cost`, where the sentence says it; else nothing
    /// more than playing it).
    Relocates {
        who: String,
        from: String,
        to: String,
        when: String,
        cost: Option<i64>,
    },
    /// "At cloud sectors, … may move and be targeted by weapons like a starfighter" (round 28):
    /// standing at the places it names (`places`, as written: "cloud sectors"), the craft moves
    /// as a starfighter does (a cloud car between the cloud sector and the system beside it).
    LikeStarfighterAt { places: String },
    /// "May move without presence aboard" (a vehicle's, round 28): it moves with no pilot or
    /// driver aboard, where the documents let only an operated vehicle move.
    MovesUnoperated,
    /// A craft's "May add 1 pilot (must be a bounty hunter) and 3 passengers", "May add 1
    /// driver (must be an Ewok)", "May add 2 pilots (one must be …) and 3 passengers" (round
    /// 29): its room aboard, with places kept for some characters. The room the rules count
    /// aboard a craft reads them (`catalog::seats`, the capacity): a character not of the kind
    /// takes another place, where one is left.
    SeatsKept,
}

impl Fact {
    /// The acts a fact of a [`Fact::Both`] speaks of: a deploy's place or price, deploying; a
    /// move's place or price, every way of moving; any other, every act.
    pub fn acts(&self) -> Acts {
        match self {
            Fact::DeploysOnly { .. }
            | Fact::DeployCost { .. }
            | Fact::DeployPrice { .. }
            | Fact::DeployCostHere { .. }
            | Fact::FromBothPiles { .. }
            | Fact::DeploysPerTurnHere { .. }
            | Fact::FixedDeployCost { .. }
            | Fact::UndercoverSpy => Acts::NONE.with(ActKind::Deploy),
            Fact::NoLandspeedHere { .. } => Acts::NONE.with(ActKind::Move),
            Fact::TransitFreeAtItsSite => Acts::NONE.with(ActKind::Transit),
            Fact::MayMoveHere { .. } | Fact::NamedMayMove { .. } => Acts::movement(),
            Fact::CraftMovesFree { .. } => Acts::movement(),
            Fact::MovesTo { .. }
            | Fact::MoveCostHere { .. }
            | Fact::MoveCost { .. }
            | Fact::HyperspeedHere { .. } => Acts::movement(),
            Fact::IfYouOccupy { fact, .. }
            | Fact::While { fact, .. }
            | Fact::OncePerTurn { fact }
            | Fact::PriceOrIf { fact, .. } => fact.acts(),
            Fact::MayNotGoTo { acts, .. } => *acts,
            Fact::ReactAway { .. } => Acts::NONE.with(ActKind::React),
            Fact::MayNotDeployAboard { .. } => Acts::NONE.with(ActKind::Deploy),
            Fact::MoveCostBetween { .. } => Acts::movement(),
            Fact::DeployRegardless { .. } => Acts::NONE.with(ActKind::Deploy),
            Fact::CarriedLikeVehicle | Fact::SeatsKept => {
                Acts::NONE.with(ActKind::Deploy).with(ActKind::Embark)
            }
            Fact::NotAboard { .. } => Acts::NONE
                .with(ActKind::Deploy)
                .with(ActKind::Embark)
                .with(ActKind::Shuttle),
            _ => ActKind::ALL.iter().fold(Acts::NONE, |a, &k| a.with(k)),
        }
    }
}

impl std::fmt::Display for Fact {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Fact::DeploysOnly { .. }
            | Fact::NeverTo { .. }
            | Fact::NotToPlaces { .. }
            | Fact::DeployCost { .. }
            | Fact::DeployPrice { .. }
            | Fact::DeployAsReact { .. }
            | Fact::MayDeployHere { .. }
            | Fact::WithoutPresence { .. }
            | Fact::NotWhileUniques { .. }
            | Fact::MayDeployTo { .. }
            | Fact::DeployOn { .. }
            | Fact::FixedDeployCost { .. }
            | Fact::UndercoverSpy => deploy_words(self, f),
            Fact::LandspeedHere { .. }
            | Fact::NoLandspeedHere { .. }
            | Fact::MayMoveHere { .. }
            | Fact::NamedMayMove { .. }
            | Fact::NoHere { .. }
            | Fact::MoveCostHere { .. }
            | Fact::DeployCostHere { .. }
            | Fact::MayNotDeployHere { .. }
            | Fact::MayNotMoveHere { .. }
            | Fact::MayNotReactHere { .. }
            | Fact::ReactHere { .. }
            | Fact::DeployHereAsReact { .. }
            | Fact::MoveBetween { .. } => location_words(self, f),
            Fact::IfYouOccupy { .. } | Fact::While { .. } => condition_words(self, f),
            Fact::CraftMovesFree { craft, when, .. } => {
                write!(f, "the {craft} it pilots or drives moves for free ({when})")
            }
            Fact::OncePerTurn { .. } | Fact::ReactToRelated { .. } | Fact::PriceOrIf { .. } => {
                board_settled_words(self, f)
            }
            Fact::FromBothPiles { n } => write!(
                f,
                "deploying it takes {n} Force from its owner's Force Pile and {n} from the opponent's"
            ),
            Fact::MayNotGoTo {
                who,
                acts,
                to,
                from_here,
            } => {
                let verbs: Vec<&str> = [
                    (ActKind::Deploy, "deploy"),
                    (ActKind::Move, "move"),
                    (ActKind::React, "react"),
                ]
                .into_iter()
                .filter(|&(k, _)| acts.has(k))
                .filter(|&(k, _)| k != ActKind::React || !acts.has(ActKind::Move))
                .map(|(_, w)| w)
                .collect();
                write!(f, "{} may not {}", who_words(who), verbs.join(" or "))?;
                if *from_here {
                    write!(f, " from the site where this card stands")?;
                }
                write!(f, " to {to}")
            }
            Fact::React { only, cost } => {
                write!(f, "may move as a react")?;
                match cost {
                    Some(Cost::Free) => write!(f, " for free")?,
                    Some(c) => write!(f, " (the react costs {c})")?,
                    None => {}
                }
                match only {
                    Some(p) => write!(f, ", only to {p}"),
                    None => Ok(()),
                }
            }
            Fact::LikeStarfighter | Fact::MayNotMove => aboard_words(self, f),
            Fact::CarriedLikeVehicle | Fact::NotAboard { .. } => aboard_words(self, f),
            Fact::MovesTo {
                places,
                only,
                carried,
            } => write!(
                f,
                "{} to {places}{}",
                if *only { "moves only" } else { "never moves" },
                if *carried { " (even if carried)" } else { "" }
            ),
            Fact::Landspeed { is, fixed } => match (is, fixed) {
                (Some(n), _) => write!(f, "its landspeed is {n}"),
                (None, _) => write!(f, "its landspeed may not be increased"),
            },
            Fact::LandspeedCost { cost } => write!(f, "moving it by landspeed costs {cost}"),
            Fact::AddsLandspeedAboard { by } => {
                write!(
                    f,
                    "it adds {by} to the landspeed of the vehicle it is aboard"
                )
            }
            Fact::MayMove { to } => write!(f, "it may move (by its own text) to {to}"),
            Fact::MoveCost { cost, condition } => {
                write!(f, "its own moves cost {cost}")?;
                match condition {
                    Some(c) => write!(f, " ({c})"),
                    None => Ok(()),
                }
            }
            Fact::TransitCost | Fact::TransitFreeAtItsSite => transit_words(self, f),
            Fact::SideMayNotDeploy { what, lasting } => write!(
                f,
                "while it is on table, its owner may not deploy {what}{}",
                if *lasting {
                    " (for the rest of the game)"
                } else {
                    ""
                }
            ),
            Fact::MoveInPhase {
                own_turn,
                phase,
                condition,
                who,
                how,
            } => {
                if let Some(c) = condition {
                    write!(f, "{c}, ")?;
                }
                write!(
                    f,
                    "{who} may move{how} during {} {phase} phase, outside the move phase",
                    match own_turn {
                        Some(true) => "their own",
                        Some(false) => "the opponent's",
                        None => "any",
                    }
                )
            }
            Fact::OwnAction { what } => write!(f, "{what}"),
            Fact::TargetLimit { .. }
            | Fact::HyperspeedHere { .. }
            | Fact::DeploysPerTurnHere { .. } => more_words(self, f),
            Fact::Both(a, b) => write!(f, "{a}; and {b}"),
            Fact::PilotsOnly { .. } | Fact::PilotedBy { .. } | Fact::SeatsKept => {
                pilot_words(self, f)
            }
            // Round 26's and round 27's facts.
            _ => round26_words(self, f),
        }
    }
}

/// A fact on a condition, in our words: its side's occupation, or a condition as written
/// ("unless you occupy Bunker" said as it is).
fn condition_words(fact: &Fact, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    match fact {
        Fact::IfYouOccupy { unless, fact } => write!(
            f,
            "{} its side occupies this location, {fact}",
            if *unless { "unless" } else { "while" }
        ),
        Fact::While { condition, fact } if condition.starts_with("unless ") => {
            write!(f, "{condition}, {fact}")
        }
        Fact::While { condition, fact } => write!(f, "while {condition}, {fact}"),
        other => write!(f, "{other:?}"),
    }
}

/// The words of the facts about who pilots what (round 26).
fn pilot_words(fact: &Fact, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    match fact {
        Fact::PilotsOnly { only } => write!(
            f,
            "it may pilot or drive only {only}: aboard any other craft it takes no pilot's or driver's place"
        ),
        Fact::PilotedBy { who, only, unless } => {
            if *only {
                write!(f, "only {who} may pilot or drive it")?;
            } else {
                write!(f, "{who} may not pilot or drive it")?;
            }
            match unless {
                Some(c) => write!(f, ", unless {c}"),
                None => Ok(()),
            }
        }
        Fact::SeatsKept => write!(
            f,
            "its room aboard keeps places for the characters it names: any other character aboard takes another place (counted with its capacity)"
        ),
        _ => Ok(()),
    }
}

/// The words of round 26's facts: a react only away from a battle, a craft's limit on what
/// deploys aboard it, a side's move price between kinds of places.
fn round26_words(fact: &Fact, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    match fact {
        // Round 27's grant over restrictions.
        Fact::DeployRegardless { who, what } => write!(
            f,
            "{} may deploy here regardless of {what} (where the documents' own restrictions refuse it, the two clash)",
            who_words(who)
        ),
        Fact::ReactAway { cost } => {
            write!(
                f,
                "may move as a react, only away from a battle where it stands"
            )?;
            match cost {
                Some(Cost::Free) => write!(f, " (for free)"),
                Some(c) => write!(f, " (the react costs {c})"),
                None => Ok(()),
            }
        }
        Fact::MayNotDeployAboard { who } => {
            write!(f, "{} may not deploy on or aboard it", who_words(who))
        }
        Fact::MoveCostBetween {
            who,
            from,
            to,
            cost,
            by_landspeed,
        } => {
            write!(f, "{} moving", who_words(who))?;
            if let Some(x) = from {
                write!(f, " from {x}")?;
            }
            if let Some(x) = to {
                write!(f, " to {x}")?;
            }
            if *by_landspeed {
                write!(f, " by landspeed")?;
            }
            write!(f, " costs {cost}, wherever this card stands")
        }
        other => round27_move_words(other, f),
    }
}

/// The words of round 27's facts of moving: reacts granted from where a card stands, the
/// transport cards' limits, a card deployed that may not move that turn, a device's landspeed.
fn round27_move_words(fact: &Fact, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    match fact {
        Fact::ReactFrom { who, related, to } => write!(
            f,
            "{} standing {} may react to {to} (of where this card stands)",
            who_words(who),
            if *related {
                "at a site related to where this card stands"
            } else {
                "where this card stands"
            }
        ),
        Fact::TransportNotHere { by, what } => write!(
            f,
            "{} may not transport {what} to or from where this card stands",
            by.join(" or ")
        ),
        Fact::TransportLimited { by, places, only } => write!(
            f,
            "a transport by {} is made only in its owner's move phase, from and to {places}{}",
            by.join(" or "),
            if *only { " only" } else { "" }
        ),
        Fact::TransportNotNear { who, by } => write!(
            f,
            "no {who} are transported by {} to or from the site where this card stands or one adjacent to it",
            by.join(" or ")
        ),
        Fact::DeployedMayNotMove { who, to, except } => {
            write!(f, "{} deployed this turn to {to}", who_words(who))?;
            if let Some(x) = except {
                write!(f, " (except {x})")?;
            }
            write!(f, " may not move this turn")
        }
        Fact::AddsLandspeed { by } => {
            write!(f, "the card it is on has {by:+} landspeed")
        }
        Fact::NoReactWherePresent { kind, deploys } => write!(
            f,
            "no card {} as a react to a location where a {kind} is present, wherever this card stands",
            if *deploys {
                "moves or deploys"
            } else {
                "moves"
            }
        ),
        Fact::MoveCostBeside { who, beside, cost } => write!(
            f,
            "{} moving away from a location where your {beside} stands costs {cost}, wherever this card stands",
            who_words(who)
        ),
        Fact::ImmuneToMoveLimits { cards, sites } => write!(
            f,
            "{}'s text does not hold its moves, nor does a {sites} site require more landspeed of it",
            cards.join(" or ")
        ),
        Fact::Transports {
            who,
            from,
            to,
            when,
        } => write!(
            f,
            "it transports {who} at one {from} to {to}, {when}; the Force it takes is what its text draws"
        ),
        Fact::Relocates {
            who,
            from,
            to,
            when,
            cost,
        } => {
            write!(f, "it relocates one of {who} at a {from} to {to}")?;
            if !when.is_empty() {
                write!(f, ", {when}")?;
            }
            match cost {
                Some(n) => write!(f, ", for {n} Force"),
                None => Ok(()),
            }
        }
        Fact::MovesUnoperated => write!(f, "it moves with no pilot or driver aboard"),
        Fact::LikeStarfighterAt { places } => {
            write!(f, "at {places}, it moves like a starfighter")
        }
        other => write!(f, "{other:?}"),
    }
}

/// The words of a played card's limit on its target, of a location's hyperspeed, and of its
/// limit on deploys each turn.
fn more_words(fact: &Fact, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    match fact {
        Fact::TargetLimit {
            target,
            limit,
            time,
            condition,
        } => {
            if let Some(c) = condition {
                write!(f, "{c}, ")?;
            }
            write!(f, "the card it targets ({target}) is limited: {limit}")?;
            if let Some(t) = time {
                write!(f, ", {t}")?;
            }
            write!(f, " (a board records neither what it targeted nor when)")
        }
        Fact::DeploysPerTurnHere { who, n } => write!(
            f,
            "no more than {n} of {} may deploy here each turn",
            who_words(who)
        ),
        Fact::HyperspeedHere { who, by, way } => write!(
            f,
            "{} are hyperspeed {by:+} when moving {} here",
            who_words(who),
            match way {
                Way::To => "to",
                Way::From => "from",
                Way::Either => "to or from",
            }
        ),
        other => write!(f, "{other:?}"),
    }
}

/// The words of a fact about where or at what price a card deploys.
fn deploy_words(fact: &Fact, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    match fact {
        Fact::DeploysOnly { places } => write!(f, "deploys only {places}"),
        Fact::UndercoverSpy => write!(
            f,
            "it may deploy to a site as an undercover spy does, a way the documents do not give"
        ),
        Fact::NeverTo {
            occupancy,
            moves_too,
        } => write!(
            f,
            "never {} to {}",
            if *moves_too {
                "deploys or moves"
            } else {
                "deploys"
            },
            match occupancy {
                Occupancy::OpponentOccupies => "a site its opponent occupies",
                Occupancy::Occupied => "an occupied site",
                Occupancy::Battleground => "a battleground",
            }
        ),
        Fact::FixedDeployCost {
            who,
            place,
            raise_only,
            by_opponent,
        } => {
            write!(
                f,
                "the deploy cost of {} may not be {}",
                who_words(who),
                if *raise_only { "increased" } else { "modified" }
            )?;
            if *by_opponent {
                write!(f, " by opponent")?;
            }
            match place {
                Some(p) if p == "here" => write!(f, " here"),
                Some(p) => write!(f, " at {p}"),
                None => Ok(()),
            }
        }
        Fact::NotToPlaces { places } => write!(f, "never deploys to {places}"),
        Fact::DeployCost { cost, to } => write!(f, "deploying it to {to} costs {cost}"),
        Fact::DeployPrice {
            cost,
            who,
            place,
            condition,
        } => {
            write!(f, "{} deploying", who_words(who))?;
            if let Some(p) = place {
                write!(f, " {p}")?;
            }
            write!(f, " costs {cost}")?;
            if let Some(c) = condition {
                write!(f, " ({c})")?;
            }
            Ok(())
        }
        Fact::DeployAsReact { cost, terms } => {
            write!(f, "may also deploy as a react")?;
            if let Some(c) = cost {
                write!(f, " (the deployment costs {c})")?;
            }
            match terms {
                Some(t) => write!(f, ", {t}"),
                None => Ok(()),
            }
        }
        Fact::MayDeployHere { who } => write!(f, "{} may deploy here", who_words(who)),
        Fact::WithoutPresence { aboard_too, except } => {
            write!(f, "deploys without presence or Force icons")?;
            if *aboard_too {
                write!(f, ", and so do your characters deploying aboard it")?;
            }
            match except {
                Some(x) => write!(f, " (except to {x})"),
                None => Ok(()),
            }
        }
        Fact::NotWhileUniques { n } => write!(
            f,
            "never deploys while {n} or more of its opponent's unique characters are on table"
        ),
        Fact::MayDeployTo { places } => write!(f, "may also deploy to {places}"),
        Fact::DeployOn { target, condition } => {
            if target.starts_with("beside ") || target.starts_with("between ") {
                write!(f, "deploys {target}")?;
            } else {
                write!(f, "deploys on {target}")?;
            }
            match condition {
                Some(c) => write!(f, ", and only {c}"),
                None => Ok(()),
            }
        }
        other => write!(f, "{other:?}"),
    }
}

/// The words of a location's fact (or a card's, of where it stands).
fn location_words(fact: &Fact, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    match fact {
        Fact::LandspeedHere { who, extra, except } => {
            write!(
                f,
                "{} moving from here by landspeed need {extra:+} landspeed",
                who_words(who)
            )?;
            match except {
                Some(x) => write!(f, " (except {x})"),
                None => Ok(()),
            }
        }
        Fact::NoLandspeedHere { who } => write!(
            f,
            "{} at the site where it stands may not move from there by landspeed",
            who_words(who)
        ),
        Fact::NamedMayMove { who } => write!(
            f,
            "{who} may move, wherever they stand, though their own text says they cannot"
        ),
        Fact::MayMoveHere { who } => write!(
            f,
            "{} at the site where it stands may move, though their own text says they cannot",
            who_words(who)
        ),
        Fact::NoHere { kinds, except } => {
            write!(f, "no {} at this location", kinds.join(" or "))?;
            if let Some(x) = except {
                write!(f, " (except {x})")?;
            }
            Ok(())
        }
        Fact::MoveCostHere {
            cost,
            who,
            between,
            way,
            by_landspeed,
        } => {
            write!(f, "{} moving ", who_words(who))?;
            match (between, way) {
                (Some(b), Way::To) => write!(f, "to here from {b}")?,
                (Some(b), Way::From) => write!(f, "from here to {b}")?,
                (Some(b), Way::Either) => write!(f, "between here and {b}")?,
                (None, Way::Either) => write!(f, "to or from here")?,
                (None, Way::To) => write!(f, "to here")?,
                (None, Way::From) => write!(f, "from here")?,
            }
            if *by_landspeed {
                write!(f, " by landspeed")?;
            }
            write!(f, " costs {cost}")
        }
        Fact::DeployCostHere { cost, who, to } => write!(
            f,
            "{} deploying {} costs {cost}",
            who_words(who),
            to.as_deref().unwrap_or("here")
        ),
        Fact::MayNotDeployHere {
            who,
            deploys,
            moves,
            if_you_occupy,
        } => write!(
            f,
            "{}{} may not {} here",
            if *if_you_occupy {
                "while its side occupies this location, "
            } else {
                ""
            },
            who_words(who),
            match (deploys, moves) {
                (true, true) => "deploy or move",
                (true, false) => "deploy",
                _ => "move",
            }
        ),
        Fact::MayNotMoveHere {
            who,
            way,
            condition,
            unless,
        } => {
            if let Some(c) = condition {
                write!(f, "{} {c}, ", if *unless { "unless" } else { "if" })?;
            }
            write!(
                f,
                "{} may not move {} here",
                who_words(who),
                match way {
                    Way::To => "to",
                    Way::From => "from",
                    Way::Either => "to or from",
                }
            )
        }
        Fact::MayNotReactHere { who, way } => write!(
            f,
            "{} may not react {} here",
            who_words(who),
            match way {
                Way::To => "to",
                Way::From => "from",
                Way::Either => "to or from",
            }
        ),
        Fact::DeployHereAsReact { who } => {
            write!(f, "{} may deploy to here as a react", who_words(who))
        }
        Fact::ReactHere { who, free, at } => write!(
            f,
            "{} may react to here{}{}",
            who_words(who),
            match at {
                Some(a) => format!(" (where this is {a})"),
                None => String::new(),
            },
            if *free { " for free" } else { "" }
        ),
        Fact::MoveBetween {
            who,
            there,
            way,
            named_here,
        } => write!(
            f,
            "{} may move {} {there}, whatever their landspeed{}",
            who_words(who),
            match way {
                Way::To => "to here from",
                Way::From => "from here to",
                Way::Either => "between here and",
            },
            match named_here {
                Some(n) => format!(" (here: the location named {n})"),
                None => String::new(),
            }
        ),
        other => write!(f, "{other:?}"),
    }
}

fn who_words(w: &Who) -> String {
    match w {
        Who::Itself => "this card".into(),
        Who::Yours(x) if x.is_empty() => "your cards".into(),
        Who::Yours(x) => format!("your {x}"),
        Who::Opponents(x) if x.is_empty() => "opponent's cards".into(),
        Who::Opponents(x) => format!("opponent's {x}"),
        Who::Any(x) => x.clone(),
    }
}

/// The half of a location's text a sentence is in (`Dark:` / `Light:`): it speaks for that
/// side's player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Half {
    Light,
    Dark,
}

/// Whom a sentence speaks of ([`super::grammar::subject`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Subject {
    Itself,
    Others,
    Unclear,
}

/// The words of a fact whose use or condition the board settles: a price once a turn, a react
/// to the system related to where the card stands, a price or another on a condition.
fn board_settled_words(fact: &Fact, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    match fact {
        Fact::OncePerTurn { fact } => write!(
            f,
            "once per turn (where this turn's use is not spent), {fact}"
        ),
        Fact::PriceOrIf {
            fact,
            cost,
            condition,
        } => write!(f, "{fact} ({cost} if {condition})"),
        Fact::ReactToRelated { who, from } => write!(
            f,
            "{} may react to the system related to the site where this card stands{}",
            who_words(who),
            match from {
                Some(x) => format!(" (when that is {x})"),
                None => String::new(),
            }
        ),
        _ => Ok(()),
    }
}

/// What follows "may move" in a grant ("free between here and Cantina", "from here directly to
/// Cantina (or vice versa)", "to a site you occupy for free"): which way, the place, and
/// whether it is free. The way is `None` for a bare "to X" (from wherever the mover stands).
pub fn move_place(how: &str) -> Option<(Option<Way>, String, bool)> {
    let how = how.trim().trim_end_matches('.');
    // What follows "may move".
    let mut rest = how.trim_start();
    let mut free = false;
    for w in ["for free ", "free "] {
        if let Some(r) = rest.strip_prefix(w) {
            rest = r;
            free = true;
        }
    }
    let (rest, vice_versa) = match rest.strip_suffix("(or vice versa)") {
        Some(r) => (r.trim_end(), true),
        None => (rest, false),
    };
    let rest = match rest.strip_suffix(" for free") {
        Some(r) => {
            free = true;
            r
        }
        None => rest,
    };
    let (way, there) = if let Some(t) = rest.strip_prefix("between here and ") {
        (Way::Either, t)
    } else if let Some(t) = rest.strip_prefix("from here ") {
        (
            Way::From,
            t.trim_start_matches("directly ").strip_prefix("to ")?,
        )
    } else if let Some(t) = rest.strip_prefix("to here ") {
        (
            Way::To,
            t.trim_start_matches("directly ").strip_prefix("from ")?,
        )
    } else if let Some(t) = rest.strip_prefix("to ") {
        return (!vice_versa).then(|| (None, t.trim().to_string(), free));
    } else {
        return None;
    };
    let way = if vice_versa { Way::Either } else { way };
    Some((Some(way), there.trim().to_string(), free))
}
