ALTER TABLE "session_types" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "price_label_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- custom:begin The seeded session types in French (issue 30), each text only where the owner kept the seed's English.
UPDATE "session_types" AS t SET
  "name_fr" = CASE WHEN t."name" = f.name_en THEN f.name_fr ELSE t."name_fr" END,
  "description_fr" = CASE WHEN t."description" = f.description_en THEN f.description_fr ELSE t."description_fr" END,
  "price_label_fr" = CASE WHEN t."price_label" = f.price_en AND f.price_en <> '' THEN f.price_fr ELSE t."price_label_fr" END
FROM (VALUES
  ('signature-portrait', 'Signature Portrait', 'Signature Portrait',
   'A 60-minute portrait session with several looks, backgrounds and poses.',
   'Une séance portrait de 60 minutes, avec plusieurs tenues, fonds et poses.', '', ''),
  ('express', 'Express', 'Express',
   'A 30-minute session, ideal for a single updated headshot.',
   'Une séance de 30 minutes, idéale pour renouveler un portrait professionnel.', '', ''),
  ('free-consultation', 'Free consultation', 'Consultation gratuite',
   'A free 30-minute conversation about your goals: AI training, brand and visual identity, coaching or photography.',
   'Un échange gratuit de 30 minutes sur vos objectifs : formation à l’IA, marque et identité visuelle, accompagnement ou photographie.',
   'Free', 'Gratuit'),
  ('phase-review', 'Blueprint phase review', 'Bilan de phase du Blueprint',
   'A 45-minute review of a completed Blueprint phase, for clients.',
   'Un bilan de 45 minutes sur une phase terminée du Blueprint, réservé aux clients.',
   'Included in the programme', 'Inclus dans le programme')
) AS f(slug, name_en, name_fr, description_en, description_fr, price_en, price_fr)
WHERE t."slug" = f.slug;
-- custom:end
