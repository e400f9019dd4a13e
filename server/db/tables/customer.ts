import type { Generated } from 'kysely';

// Rows of migrations/003_notifications.sql.
export interface CustomerTables {
  notifications: {
    id: Generated<number>;
    player_id: number;
    /** A NotificationType: a number kept as its digits, or a name. */
    type: string;
    title: string;
    note: string;
    is_read: Generated<boolean>;
    created_at: Generated<Date>;
  };
}
