// Mock mode's stand-in for a payment provider's page: it shows the amount it was opened with.
const amount = Number(new URLSearchParams(location.search).get('amount') || 0);
document.getElementById('amount').textContent = amount.toLocaleString('tr-TR') + ' ₺';
