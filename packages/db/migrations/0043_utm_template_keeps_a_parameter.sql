-- Templates emptied by a change before this check (the API refused it only after writing) stay as they are: NOT VALID
-- leaves existing rows unchecked, and every insert or update from now on is checked.
ALTER TABLE "utm_templates" ADD CONSTRAINT "utm_templates_keeps_a_parameter" CHECK (num_nonnulls("utm_templates"."source", "utm_templates"."medium", "utm_templates"."campaign", "utm_templates"."term", "utm_templates"."content") > 0) NOT VALID;
