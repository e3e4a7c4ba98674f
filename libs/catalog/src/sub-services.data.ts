import type { ServiceId, SubService } from './catalog.types.js';

type SubServiceData = Omit<SubService, 'serviceId'>;

// Five per category with their indicative prices. Keyed by service so that the
// compiler refuses a category without its list.
export const SUB_SERVICES_BY_SERVICE: Readonly<Record<ServiceId, readonly SubServiceData[]>> = {
  handyman: [
    {
      id: 'general-repairs', priceCents: 6000, priceKind: 'from_hour',
      name: { fr: 'Réparations générales', en: 'General repairs' },
      description: { fr: 'Poignées, charnières, gypse et petits bris', en: 'Handles, hinges, drywall and small breakages' },
    },
    {
      id: 'furniture-assembly', priceCents: 8000, priceKind: 'from_job',
      name: { fr: 'Montage de meubles', en: 'Furniture assembly' },
      description: { fr: 'Assemblage de meubles en kit', en: 'Assembly of flat-pack furniture' },
    },
    {
      id: 'shelf-installation', priceCents: 7000, priceKind: 'from_job',
      name: { fr: 'Installation d’étagères', en: 'Shelf installation' },
      description: { fr: 'Étagères murales solidement fixées', en: 'Wall shelves, securely anchored' },
    },
    {
      id: 'door-window-repair', priceCents: 9000, priceKind: 'from_job',
      name: { fr: 'Réparation de portes et fenêtres', en: 'Door and window repair' },
      description: { fr: 'Portes qui frottent, serrures et coupe-froid', en: 'Sticking doors, locks and weatherstripping' },
    },
    {
      id: 'painting-work', priceCents: 5000, priceKind: 'from_hour',
      name: { fr: 'Travaux de peinture', en: 'Painting work' },
      description: { fr: 'Retouches et petits travaux de peinture', en: 'Touch-ups and small painting jobs' },
    },
  ],
  plumbing: [
    {
      id: 'leak-repair', priceCents: 12_000, priceKind: 'from_job',
      name: { fr: 'Réparation de fuites', en: 'Leak repair' },
      description: { fr: 'Détection et réparation de fuites', en: 'Finding and fixing leaks' },
    },
    {
      id: 'drain-unclogging', priceCents: 9000, priceKind: 'from_job',
      name: { fr: 'Débouchage de drains', en: 'Drain unclogging' },
      description: { fr: 'Éviers, douches, baignoires et drains de plancher', en: 'Sinks, showers, tubs and floor drains' },
    },
    {
      id: 'faucet-installation', priceCents: 15_000, priceKind: 'from_job',
      name: { fr: 'Installation de robinets', en: 'Faucet installation' },
      description: { fr: 'Robinets de cuisine et de salle de bain', en: 'Kitchen and bathroom faucets' },
    },
    {
      id: 'toilet-repair', priceCents: 11_000, priceKind: 'from_job',
      name: { fr: 'Réparation de toilettes', en: 'Toilet repair' },
      description: { fr: 'Chasse d’eau, fuites et toilettes bouchées', en: 'Flush, leaks and clogged toilets' },
    },
    {
      id: 'dishwasher-installation', priceCents: 20_000, priceKind: 'from_job',
      name: { fr: 'Installation de lave-vaisselle', en: 'Dishwasher installation' },
      description: { fr: 'Raccordement à l’eau et au drain', en: 'Water and drain hook-up' },
    },
  ],
  cleaning: [
    {
      id: 'deep-cleaning', priceCents: 2500, priceKind: 'from_hour',
      name: { fr: 'Grand ménage', en: 'Deep cleaning' },
      description: { fr: 'Nettoyage complet, du plancher au plafond', en: 'Thorough cleaning, floor to ceiling' },
    },
    {
      id: 'regular-cleaning', priceCents: 2200, priceKind: 'from_hour',
      name: { fr: 'Ménage régulier', en: 'Regular cleaning' },
      description: { fr: 'Entretien hebdomadaire ou aux deux semaines', en: 'Weekly or bi-weekly upkeep' },
    },
    {
      id: 'post-move-cleaning', priceCents: 3000, priceKind: 'from_hour',
      name: { fr: 'Ménage après déménagement', en: 'Post-move cleaning' },
      description: { fr: 'Logement remis propre à l’arrivée ou au départ', en: 'Home left spotless on move-in or move-out' },
    },
    {
      id: 'window-cleaning', priceCents: 8000, priceKind: 'from_job',
      name: { fr: 'Lavage de vitres', en: 'Window cleaning' },
      description: { fr: 'Vitres intérieures et extérieures', en: 'Inside and outside windows' },
    },
    {
      id: 'carpet-cleaning', priceCents: 10_000, priceKind: 'from_job',
      name: { fr: 'Nettoyage de tapis', en: 'Carpet cleaning' },
      description: { fr: 'Shampouinage et détachage', en: 'Shampooing and stain removal' },
    },
  ],
  moving: [
    {
      id: 'local-move', priceCents: 7500, priceKind: 'from_hour',
      name: { fr: 'Déménagement local', en: 'Local move' },
      description: { fr: 'Dans la région de Montréal', en: 'Within the Montreal area' },
    },
    {
      id: 'long-distance-move', priceCents: null, priceKind: 'quote',
      name: { fr: 'Déménagement longue distance', en: 'Long-distance move' },
      description: { fr: 'Vers une autre ville ou province', en: 'To another city or province' },
    },
    {
      id: 'packing-only', priceCents: 5000, priceKind: 'from_hour',
      name: { fr: 'Emballage seulement', en: 'Packing only' },
      description: { fr: 'Emballage soigné de vos biens', en: 'Careful packing of your belongings' },
    },
    {
      id: 'apartment-move', priceCents: 30_000, priceKind: 'from_job',
      name: { fr: 'Déménagement d’appartement', en: 'Apartment move' },
      description: { fr: 'Studio à 4 ½, équipe et camion inclus', en: 'Studio to two-bedroom, crew and truck included' },
    },
    {
      id: 'house-move', priceCents: 60_000, priceKind: 'from_job',
      name: { fr: 'Déménagement de maison', en: 'House move' },
      description: { fr: 'Maison complète, équipe et camion inclus', en: 'Whole house, crew and truck included' },
    },
  ],
  electrical: [
    {
      id: 'outlet-installation', priceCents: 10_000, priceKind: 'from_job',
      name: { fr: 'Installation de prises', en: 'Outlet installation' },
      description: { fr: 'Nouvelles prises et prises USB', en: 'New outlets and USB outlets' },
    },
    {
      id: 'lighting-installation', priceCents: 12_000, priceKind: 'from_job',
      name: { fr: 'Éclairage', en: 'Lighting' },
      description: { fr: 'Luminaires, encastrés et gradateurs', en: 'Fixtures, pot lights and dimmers' },
    },
    {
      id: 'circuit-repair', priceCents: 15_000, priceKind: 'from_job',
      name: { fr: 'Réparation de circuits', en: 'Circuit repair' },
      description: { fr: 'Disjoncteurs qui sautent et pannes', en: 'Tripping breakers and outages' },
    },
    {
      id: 'fan-installation', priceCents: 13_000, priceKind: 'from_job',
      name: { fr: 'Installation de ventilateurs', en: 'Fan installation' },
      description: { fr: 'Ventilateurs de plafond et de salle de bain', en: 'Ceiling and bathroom fans' },
    },
    {
      id: 'code-compliance', priceCents: null, priceKind: 'quote',
      name: { fr: 'Mise aux normes', en: 'Code compliance' },
      description: { fr: 'Mise à niveau selon le code électrique', en: 'Upgrades to meet the electrical code' },
    },
  ],
  painting: [
    {
      id: 'interior-painting', priceCents: 3500, priceKind: 'from_hour',
      name: { fr: 'Peinture intérieure', en: 'Interior painting' },
      description: { fr: 'Murs, plafonds et boiseries', en: 'Walls, ceilings and trim' },
    },
    {
      id: 'exterior-painting', priceCents: 4000, priceKind: 'from_hour',
      name: { fr: 'Peinture extérieure', en: 'Exterior painting' },
      description: { fr: 'Revêtements, galeries et clôtures', en: 'Siding, porches and fences' },
    },
    {
      id: 'surface-preparation', priceCents: 3000, priceKind: 'from_hour',
      name: { fr: 'Préparation des surfaces', en: 'Surface preparation' },
      description: { fr: 'Sablage, tirage de joints et apprêt', en: 'Sanding, patching and priming' },
    },
    {
      id: 'furniture-painting', priceCents: 4500, priceKind: 'from_hour',
      name: { fr: 'Peinture de meubles', en: 'Furniture painting' },
      description: { fr: 'Armoires, commodes et tables remises à neuf', en: 'Cabinets, dressers and tables refreshed' },
    },
    {
      id: 'wall-decoration', priceCents: 5000, priceKind: 'from_hour',
      name: { fr: 'Décoration murale', en: 'Wall decoration' },
      description: { fr: 'Murs d’accent, motifs et finis décoratifs', en: 'Accent walls, patterns and decorative finishes' },
    },
  ],
  landscaping: [
    {
      id: 'lawn-mowing', priceCents: 4000, priceKind: 'from_job',
      name: { fr: 'Tonte de pelouse', en: 'Lawn mowing' },
      description: { fr: 'Tonte, bordures et ramassage', en: 'Mowing, edging and clean-up' },
    },
    {
      id: 'hedge-trimming', priceCents: 6000, priceKind: 'from_job',
      name: { fr: 'Taille de haies', en: 'Hedge trimming' },
      description: { fr: 'Haies et arbustes taillés proprement', en: 'Hedges and shrubs neatly trimmed' },
    },
    {
      id: 'planting', priceCents: 5000, priceKind: 'from_hour',
      name: { fr: 'Plantation', en: 'Planting' },
      description: { fr: 'Fleurs, arbustes et potagers', en: 'Flowers, shrubs and vegetable gardens' },
    },
    {
      id: 'garden-cleanup', priceCents: 4500, priceKind: 'from_hour',
      name: { fr: 'Nettoyage de jardin', en: 'Garden cleanup' },
      description: { fr: 'Ménage du printemps et de l’automne', en: 'Spring and fall cleanup' },
    },
    {
      id: 'landscape-design', priceCents: null, priceKind: 'quote',
      name: { fr: 'Conception paysagère', en: 'Landscape design' },
      description: { fr: 'Plan d’aménagement sur mesure', en: 'Custom landscape plan' },
    },
  ],
  wellbeing: [
    {
      id: 'therapeutic-massage', priceCents: 8000, priceKind: 'from_hour',
      name: { fr: 'Massage thérapeutique', en: 'Therapeutic massage' },
      description: { fr: 'Massothérapeute certifié à domicile', en: 'Certified massage therapist at home' },
    },
    {
      id: 'beauty-care', priceCents: 5000, priceKind: 'from_job',
      name: { fr: 'Soins de beauté', en: 'Beauty care' },
      description: { fr: 'Manucure, pédicure et soins du visage', en: 'Manicure, pedicure and facials' },
    },
    {
      id: 'home-hairdressing', priceCents: 6000, priceKind: 'from_job',
      name: { fr: 'Coiffure à domicile', en: 'Home hairdressing' },
      description: { fr: 'Coupe et mise en plis chez vous', en: 'Cut and styling at your place' },
    },
    {
      id: 'private-yoga', priceCents: 7000, priceKind: 'from_hour',
      name: { fr: 'Yoga privé', en: 'Private yoga' },
      description: { fr: 'Séance individuelle adaptée à votre niveau', en: 'One-on-one session suited to your level' },
    },
    {
      id: 'nursing-care', priceCents: 9000, priceKind: 'from_hour',
      name: { fr: 'Soins infirmiers', en: 'Nursing care' },
      description: { fr: 'Infirmière ou infirmier à domicile', en: 'A nurse at your home' },
    },
  ],
};
