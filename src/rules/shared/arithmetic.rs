//! Negative numbers (the Hoth supplement): results of subtraction never fall below zero.

use crate::rulebook::arithmetic::NEGATIVE;
use crate::rules::eval::Eval;

/// A card value after modifiers, held at zero (citing the rule when it had gone negative).
pub(crate) fn non_negative(e: &mut Eval, value: i64, what: &str) -> i64 {
    if value < 0 {
        e.because(
            &NEGATIVE,
            format!("{what} would be {value}, but results never fall below zero: 0"),
        );
        0
    } else {
        value
    }
}
