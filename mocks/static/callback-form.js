// The call-back form's answer (mock mode): it thanks the visitor and sends nothing.
const form = document.getElementById('callback');
form.addEventListener('submit', (event) => {
  event.preventDefault();
  form.innerHTML =
    '<p>Teşekkürler! Sizi en kısa sürede arayacağız. / Thank you! We will call you back soon.</p>';
});
