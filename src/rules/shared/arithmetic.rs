//! Negative numbers (the Hoth supplement): results of subtraction never fall below zero.

use crate::rulebook::arithmetic::NEGATIVE;
use crate::rules::eval::Eval;

/// A card value after modifiers, held at zero (citing the rule when it had gone negative).
pub(crate) fn non_negative(e: &mut Eval, value: i64, what: &str) -> i64 {
    match below_zero(value, what) {
        Some(line) => {
            e.because(&NEGATIVE, line);
            0
        }
        None => value,
    }
}

/// What the rule says of `what` (`value`) when it has gone below zero: held at zero.
pub(crate) fn below_zero(value: i64, what: &str) -> Option<String> {
    (value < 0).then(|| format!("{what} would be {value}, but results never fall below zero: 0"))
}
