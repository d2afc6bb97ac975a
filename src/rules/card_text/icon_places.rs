//! A place card text describes by its icons: "an [Episode VII] location without a [Light Side]
//! icon", "an [Episode I] site", "a location with a [Dark Side] icon". The kind of location and
//! each icon are settled from the catalog's record of the location on the board.

use crate::board::LocId;
use crate::board::facts::LimitFit;
use crate::rules::eval::Eval;

/// Does `l` fit a place said by icons: `[icon]…` before a kind of location, and a clause "with
/// a [icon] icon" or "without a [icon] icon" after it? `None`: the words are no such place (no
/// icon in brackets, or other words); `Err`: an icon the catalog does not record for it.
pub(super) fn icon_place_fit(e: &Eval, l: LocId, places: &str) -> Option<Result<LimitFit, String>> {
    let t = places.trim();
    let t = ["to ", "at ", "on "]
        .iter()
        .find_map(|p| t.strip_prefix(p))
        .unwrap_or(t);
    let said = t;
    let t = ["an ", "a ", "any "]
        .iter()
        .find_map(|p| t.strip_prefix(p))
        .unwrap_or(t);
    let (mut icons, mut rest) = (Vec::new(), t);
    while let Some(r) = rest.strip_prefix('[') {
        let (icon, after) = r.split_once(']')?;
        icons.push((icon, true));
        rest = after.trim_start();
    }
    let (noun, clause) = match rest.split_once(' ') {
        Some((n, c)) => (n, Some(c)),
        None => (rest, None),
    };
    if let Some(c) = clause {
        let (with, icon) = c
            .strip_prefix("without a ")
            .or_else(|| c.strip_prefix("without an "))
            .map(|i| (false, i))
            .or_else(|| {
                c.strip_prefix("with a ")
                    .or_else(|| c.strip_prefix("with an "))
                    .map(|i| (true, i))
            })?;
        let icon = icon.strip_prefix('[')?.strip_suffix("] icon")?;
        icons.push((icon, with));
    }
    if icons.is_empty() || icons.iter().any(|(i, _)| i.contains(['[', ']'])) {
        return None;
    }
    let ld = e.board.loc_def(l);
    let kind = match noun.trim_end_matches('s') {
        "location" => true,
        "site" => ld.is_site(),
        "system" => ld.is_system(),
        "sector" => ld.is_sector(),
        _ => return None,
    };
    let place = ld.plain_title();
    if !kind {
        return Some(Ok(LimitFit::Outside));
    }
    for (icon, with) in &icons {
        let bears = match icon.to_lowercase().as_str() {
            // A Force icon: the location's count of that side's icons, as the catalog records it.
            "light side" => ld.light_icons.map(|n| n > 0),
            "dark side" => ld.dark_icons.map(|n| n > 0),
            other => crate::board::facts::kinds::bears_icon(ld, other),
        };
        match bears {
            Some(b) if b != *with => return Some(Ok(LimitFit::Outside)),
            Some(_) => {}
            None => return Some(Err(format!("[{icon}]"))),
        }
    }
    let said = match said == t {
        true => format!("a {t}"),
        false => said.to_string(),
    };
    Some(Ok(LimitFit::Fits(format!("{place} is {said}"))))
}
