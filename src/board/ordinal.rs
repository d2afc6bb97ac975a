//! Ordinals (`5th`), for a marker's number and a copy's order: a file of its own, so that the
//! board's copy names and its derived facts both use it without importing each other.

/// 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, …, 21st, … (a marker's number, a copy's order).
pub fn ordinal_of(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, x) if x != 11 => "st",
        (2, x) if x != 12 => "nd",
        (3, x) if x != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
