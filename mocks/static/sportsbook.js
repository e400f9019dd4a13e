// A stand-in for the sportsbook provider's page in mock mode: it shows the parameters it was
// opened with and a few made-up fixtures.
const query = new URLSearchParams(location.search);
const english = query.get('lang') === 'en';
const page = query.get('page') || 'sports';
const names = english
  ? { sports: 'Sports', live: 'Live Sports', esports: 'E-Sports' }
  : { sports: 'Spor', live: 'Canlı Spor', esports: 'E-Spor' };
document.documentElement.lang = english ? 'en' : 'tr';
document.getElementById('section').textContent =
  (names[page] || names.sports) + (query.get('menu') === 'short' ? ' · fcg' : '');
document.getElementById('who').textContent = query.get('token')
  ? english
    ? 'Player session'
    : 'Oyuncu oturumu'
  : english
    ? 'Visitor'
    : 'Ziyaretçi';
const fixtures = {
  sports: [
    ['Galatasaray – Fenerbahçe', 'Süper Lig', '2.10', '3.40', '3.25'],
    ['Beşiktaş – Trabzonspor', 'Süper Lig', '1.95', '3.50', '3.80'],
    ['Real Madrid – Barcelona', 'La Liga', '2.30', '3.60', '2.85'],
    ['Arsenal – Liverpool', 'Premier League', '2.55', '3.30', '2.70'],
  ],
  live: [
    ['Anadolu Efes – Fenerbahçe Beko', "63'", '1.70', '—', '2.15'],
    ['Inter – Milan', "38'", '2.05', '3.10', '3.60'],
  ],
  esports: [
    ['NAVI – FaZe', 'CS2', '1.85', '—', '1.95'],
    ['T1 – G2', 'LoL', '1.45', '—', '2.70'],
  ],
};
const list = document.getElementById('matches');
for (const [teams, league, home, draw, away] of fixtures[page] || fixtures.sports) {
  const row = document.createElement('div');
  row.className = 'match';
  const title = document.createElement('div');
  title.textContent = teams;
  const small = document.createElement('small');
  small.textContent = league;
  if (page === 'live') small.className = 'live';
  title.append(small);
  row.append(title);
  for (const odd of [home, draw, away]) {
    const cell = document.createElement('span');
    cell.className = 'odd';
    cell.textContent = odd;
    row.append(cell);
  }
  list.append(row);
}
