-- Unpaid card holds (docs/decisions/020-request-and-database-limits.md): the client a card booking
-- came from (IPv4 address or IPv6 /64), so its live unpaid holds can be counted.
ALTER TABLE "bookings" ADD COLUMN "client_network" text;