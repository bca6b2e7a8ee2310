"""Reading what the user gives: scenarios, card files, the card-facts vocabulary check."""
