// Favourites (casino/togglefavorite, casino/favorites), kept per player.
export const favoriteHandlers = [];
