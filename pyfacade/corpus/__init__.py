"""Working over corpora of scenarios: judge check, compare, conflicts, coverage, expectations."""
