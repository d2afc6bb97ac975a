//! The imports every file of sectors/ (and sectors.rs) reads (`use super::prelude::*`), with
//! the facts about locations several of them ask: the cave kept apart and the Space Slug at the
//! Big One (cave.rs), sector steps and adjacency (steps.rs), which craft a sector allows
//! (craft.rs), sectors before the Dagobah supplement (before_sectors.rs).

pub(super) use crate::board::facts::{
    SectorKind, is_big_one, is_cave, is_city_platform, is_city_sector, sector_kind,
};
pub(super) use crate::board::facts::{clouds_by_altitude, is_cloud_car, lowest_cloud, sectors_of};
pub(super) use crate::board::{CardIx, LocId, Place};
pub(super) use crate::catalog::{CardDef, CardType, Trait, normalize};
pub(super) use crate::query::CardRef;
pub(super) use crate::rulebook::Rule;
pub(super) use crate::rulebook::sectors::{
    ASTEROID_RULES, BESPIN, CAVE_RULES, CC_ABOARD, CC_ASTEROID_MOVES, CC_ASTEROID_RELATED,
    CC_DEPLOY, CC_GENERAL, CLOUD_MOVES, CLOUD_POSITION, CLOUD_RELATED, D_ABOARD, D_ASTEROID_DEPLOY,
    D_ASTEROID_MOVES, D_ASTEROID_RELATED, D_GENERAL, NO_DIRECT_LANDING, SHUTTLE_COST,
};
pub(super) use crate::rules::actions::{Act, Action, Check, Flier, Found, Stage, rules};
pub(super) use crate::rules::eval::{Cx, Eval};
pub(super) use crate::rules::subject::AskError;
pub(super) use crate::verdict::Answer;

pub(super) use super::before_sectors::before_sectors;
pub(super) use super::cave::{cave_apart, is_space_slug, slug_at_big_one};
pub(super) use super::craft::{craft_allowed, craft_fits, craft_words};
pub(super) use super::steps::{adjacent, sector_steps};
