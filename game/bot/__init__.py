"""The machine players: the heuristic bot (`heuristic`: what to do at any decision, and whole games
by it), its judgement of a fight (`combat`), of Legendary Location chains (`legendary`) and of story
choices (`story`); the Hint's advice in the bot's words (`advisor`); a party's campaign played by the
bot (`campaign`); the Thinking player (`thinking`: playouts where they matter, on the odds' re-deals,
`odds`) and the machine player's levels (`levels`). They read and drive the game only through
`game.rules`' public names."""
