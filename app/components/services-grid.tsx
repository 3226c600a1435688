import { Link } from "react-router";
import { selfDevelopmentCard, services } from "~/content/services";

/**
 * A card per service plus the external Self Development card, on the home page (cards under an h2,
 * so `headingLevel` "h3") and on /services (directly under the h1, so "h2").
 */
export function ServicesGrid({
  selfDevelopmentUrl,
  headingLevel: Heading,
  className,
}: {
  selfDevelopmentUrl: string;
  headingLevel: "h2" | "h3";
  className: string;
}) {
  return (
    <ul className={`${className} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
      {services.map((service) => (
        <li key={service.slug} className="card flex flex-col">
          <Heading className="text-lg font-bold text-brand-900">{service.title}</Heading>
          <p className="mt-2 flex-1 text-slate-700">{service.summary}</p>
          <Link to={`/services/${service.slug}`} className="mt-4 font-semibold">
            Learn more<span className="sr-only"> about {service.title}</span>
          </Link>
        </li>
      ))}
      <li className="card flex flex-col">
        <Heading className="text-lg font-bold text-brand-900">{selfDevelopmentCard.title}</Heading>
        <p className="mt-2 flex-1 text-slate-700">{selfDevelopmentCard.summary}</p>
        <a href={selfDevelopmentUrl} target="_blank" rel="noopener noreferrer" className="mt-4 font-semibold">
          Visit the site<span className="sr-only"> ({selfDevelopmentCard.title}, opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
