ALTER TABLE "packages" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- custom:begin The seeded Blueprint programme in French (issue 30), each text only where the owner kept the seed's English.
UPDATE "packages" SET
  "name_fr" = CASE WHEN "name" = 'The Blueprint programme' THEN 'Programme Blueprint' ELSE "name_fr" END,
  "description_fr" = CASE WHEN "description" = 'Four phase reviews, one after each phase of the Holistic Omega Blueprint: a 45-minute video call to go through your answers and your report together and agree your next steps.'
    THEN 'Quatre bilans de phase, un après chaque phase du Blueprint Holistic Omega : un appel vidéo de 45 minutes pour parcourir ensemble vos réponses et votre rapport, et convenir de vos prochaines étapes.'
    ELSE "description_fr" END
WHERE "name" = 'The Blueprint programme';
-- custom:end
