import { BECOMES, definePageRule, exact, name, text, words, dataSites, input, form, jsx, when } from '../../src/analyze/pages/page-rule.js';

/** Booking, reservation and newsletter pages (it, es, pt, fr, de too): the visitor leaves a request. */
export const BOOKING = exact('booking', 'bookings', 'book', 'bookappointment', 'bookatable', 'reservation', 'reservations', 'reserve', 'appointment', 'appointments', 'newsletter', 'subscribe',
  'prenotazioni', 'prenotazione', 'prenota', 'reserva', 'reservas', 'reservar', 'agendamento', 'agendar', 'agenda', 'rendezvous', 'reservierung', 'termin', 'buchung');

export default definePageRule({
  id: 'lead-form',
  docs: { description: 'A contact, quote or demo-request form: it becomes a useLead() form.' },
  kind: 'lead-form',
  class: 'lead-gen',
  canonical: null,
  becomes: BECOMES.lead,
  threshold: 4,
  signals: [
    name(/عرض سعر|طلب عرض|استفسار|تواصل معنا/, 2),
    form(1),
    input('email', 1),
    input('tel', 1),
    jsx(/^(textarea|Textarea)$/, 1),
    name(words('quote', 'contact', 'inquiry', 'enquiry', 'request', 'demo', 'consultation', 'getintouch'), 2),
    // Booking, reservation and newsletter forms (it, es, pt, fr, de too): the visitor leaves a
    // request, whatever surface its write is on; with a form that is enough.
    name(BOOKING, 3),
    name(/حجز|احجز|موعد/, 2),
    // Its write may be a record of the site's own (a reservation) rather than the forms surface.
    dataSites('creates a record', (s) => s.kind === 'write' && s.surface !== 'forms' && s.surface !== 'cart-checkout', 1),
    // A review form publishes an opinion; it is not a request to the business.
    name(exact('reviews', 'review', 'testimonials', 'testimonial'), -3),
    text(/عرض سعر|تواصل معنا|أرسل|ارسل|send message|get a quote|request a (quote|demo)|submit/i, 1),
    dataSites('submits a form', (s) => s.surface === 'forms' && s.kind !== 'read', 2),
    // A login form is not a lead; a booking that offers an account on the way still is.
    when('a password field on a page not named for a booking', (f) => f.signals.inputTypes.has('password') && !BOOKING.test(f.names), -5),
  ],
});
