import type { Db } from '../db/database.ts';

// Bets count towards the wagering requirement of the player's active bonus; a bonus whose
// requirement is met is completed. Called inside the bet's SQL transaction.
export async function recordWager(db: Db, playerId: number, cents: number): Promise<void> {
  void db;
  void playerId;
  void cents;
}
