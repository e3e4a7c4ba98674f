import { BLOG_ILLUSTRATIONS_PATH, type BlogCategory, type Language } from '@hm/contracts';

// Demo blog posts: home maintenance in Quebec, some in French, some in English (one of them
// translated), as the demo accounts would write them. The HTML is hand-written and already within the API's allow-list.

export interface DemoComment {
  /** A demo user's e-mail. */
  author: string;
  content: string;
  replies?: { author: string; content: string }[];
}

export interface DemoPost {
  slug: string;
  /** The language it is written in. */
  language: Language;
  /** The slug of the demo post (in the other language) it translates. */
  translationOf?: string;
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  tags: string[];
  /** A demo user's e-mail. */
  author: string;
  /** Days before the seed run. */
  publishedDaysAgo: number;
  views: number;
  featuredImage: string;
  /** Demo users who liked it. */
  likedBy: string[];
  comments: DemoComment[];
}

const CAMILLE = 'client@homemate.local';
const MARC = 'pro@homemate.local';
const ADMIN = 'admin@homemate.local';

// The site's own illustrations (apps/web/public/images/blog): the demo works without internet access.
const image = (name: string) => `${BLOG_ILLUSTRATIONS_PATH}/${name}.svg`;

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    slug: 'ultimate-home-maintenance-guide',
    language: 'en',
    title: 'The Ultimate Home Maintenance Guide',
    excerpt: 'A season-by-season checklist to keep a Quebec home safe, efficient and free of expensive surprises.',
    category: 'maintenance',
    tags: ['maintenance', 'checklist', 'seasonal', 'quebec'],
    author: MARC,
    publishedDaysAgo: 60,
    views: 1840,
    featuredImage: image('maintenance-guide'),
    likedBy: [CAMILLE, ADMIN],
    content: `<h2>Why a schedule beats a to-do list</h2>
<p>Most expensive repairs start as small problems nobody looked at: a gutter that overflows, a caulking joint that cracks, a furnace filter left for a whole winter. A home in Quebec goes through freeze and thaw cycles, humid summers and months of heating, so the work follows the seasons. Here is the schedule our professionals use in their own homes.</p>
<h2>Spring</h2>
<ul>
<li>Walk around the foundation after the snow melts and look for cracks, pooled water and soil that slopes toward the house.</li>
<li>Clean the gutters and make sure every downspout sends water at least two metres away from the walls.</li>
<li>Check the roof from the ground with binoculars: missing shingles, lifted flashing, damaged vents.</li>
<li>Test the sump pump by pouring a bucket of water in the pit.</li>
</ul>
<h2>Summer</h2>
<ul>
<li>Repaint or reseal wooden decks and fences while the weather is dry.</li>
<li>Inspect the caulking around windows and doors and replace what is cracked.</li>
<li>Have the air conditioner or heat pump serviced before the first heat wave.</li>
</ul>
<h2>Fall</h2>
<ul>
<li>Book the furnace or boiler inspection before the cold arrives, when technicians are still available.</li>
<li>Shut off and drain the outdoor faucets so the pipes do not freeze.</li>
<li>Clean the gutters again once the leaves have fallen.</li>
<li>Replace the batteries of smoke and carbon monoxide detectors.</li>
</ul>
<h2>Winter</h2>
<ul>
<li>Keep the roof free of heavy snow loads and watch for ice dams at the eaves.</li>
<li>Change the furnace filter every one to three months.</li>
<li>Keep the humidity between 30 and 40 percent to avoid condensation on windows.</li>
</ul>
<blockquote><p>Fifteen minutes a month is all it takes to avoid most emergency calls.</p></blockquote>
<p>Keep a notebook or a spreadsheet with the dates of each inspection and the name of the professional who did it. When you sell the house, that history is worth real money.</p>`,
    comments: [
      {
        author: CAMILLE,
        content: 'Great checklist! I never knew the downspouts had to send water that far from the foundation.',
        replies: [
          {
            author: MARC,
            content: 'It makes a real difference in spring, especially on clay soil. Extensions cost less than twenty dollars.',
          },
        ],
      },
      { author: ADMIN, content: 'We printed the fall section and put it on the fridge. Thanks!' },
    ],
  },
  {
    slug: 'preparer-sa-maison-pour-lhiver-quebecois',
    language: 'fr',
    title: 'Préparer sa maison pour l’hiver québécois',
    excerpt: 'Isolation, calfeutrage, chauffage et robinets extérieurs : la liste à faire avant les premières gelées.',
    category: 'maintenance',
    tags: ['hiver', 'isolation', 'chauffage', 'entretien'],
    author: CAMILLE,
    publishedDaysAgo: 45,
    views: 1325,
    featuredImage: image('winter-home'),
    likedBy: [MARC],
    content: `<h2>Commencer par l’enveloppe du bâtiment</h2>
<p>Avant de penser au chauffage, il faut garder la chaleur à l’intérieur. Faites le tour des fenêtres et des portes avec une chandelle par une journée venteuse : si la flamme vacille, l’air passe. Un nouveau coupe-froid et un cordon de calfeutrant règlent la plupart des fuites.</p>
<h2>Le chauffage</h2>
<ul>
<li>Faites inspecter la fournaise ou la thermopompe chaque automne.</li>
<li>Remplacez le filtre au début de la saison, puis tous les deux mois.</li>
<li>Dégagez les plinthes électriques : un meuble collé dessus gaspille de l’énergie.</li>
</ul>
<h2>Les robinets extérieurs</h2>
<p>Fermez la valve intérieure, ouvrez le robinet extérieur et laissez l’eau s’écouler. Un tuyau qui gèle et éclate peut inonder un sous-sol en quelques heures.</p>
<h2>La toiture et les gouttières</h2>
<p>Des gouttières bouchées favorisent les barrages de glace. Nettoyez-les après la chute des feuilles et vérifiez que l’entretoit est bien ventilé.</p>
<blockquote><p>Une maison bien calfeutrée peut réduire la facture de chauffage de 10 à 20 %.</p></blockquote>`,
    comments: [
      {
        author: MARC,
        content: 'Bon rappel pour les robinets extérieurs, c’est l’appel d’urgence le plus fréquent en novembre.',
        replies: [{ author: CAMILLE, content: 'Merci ! Je l’ai appris à mes dépens il y a deux ans.' }],
      },
    ],
  },
  {
    slug: 'renovation-de-salle-de-bain-par-ou-commencer',
    language: 'fr',
    title: 'Rénovation de salle de bain : par où commencer ?',
    excerpt: 'Budget, ordre des travaux et choix des matériaux pour une rénovation sans mauvaise surprise.',
    category: 'home_improvement',
    tags: ['rénovation', 'salle de bain', 'budget', 'plomberie'],
    author: CAMILLE,
    publishedDaysAgo: 38,
    views: 980,
    featuredImage: image('bathroom'),
    likedBy: [MARC, ADMIN],
    content: `<h2>Fixer un budget réaliste</h2>
<p>Prévoyez une réserve de 15 % pour les imprévus : une rénovation de salle de bain révèle souvent un plancher pourri ou une plomberie à refaire derrière les murs.</p>
<h2>L’ordre des travaux</h2>
<ol>
<li>Démolition et inspection de la structure.</li>
<li>Plomberie et électricité brutes, par des professionnels certifiés.</li>
<li>Membrane d’étanchéité autour de la douche.</li>
<li>Céramique, puis peinture.</li>
<li>Installation des accessoires et de la robinetterie.</li>
</ol>
<h2>Les matériaux</h2>
<p>Choisissez une peinture conçue pour les pièces humides et un ventilateur assez puissant pour changer l’air de la pièce huit fois par heure. C’est la meilleure protection contre la moisissure.</p>`,
    comments: [{ author: ADMIN, content: 'La membrane d’étanchéité, on l’oublie trop souvent. Merci pour la liste !' }],
  },
  {
    slug: 'spring-gutter-cleaning-and-ice-dam-damage',
    language: 'en',
    title: 'Spring Gutter Cleaning and Ice Dam Damage',
    excerpt: 'What to look for once the snow is gone, and when to call a roofer instead of grabbing a ladder.',
    category: 'tips_and_tricks',
    tags: ['gutters', 'roof', 'spring', 'ice dams'],
    author: MARC,
    publishedDaysAgo: 30,
    views: 760,
    featuredImage: image('gutters'),
    likedBy: [CAMILLE],
    content: `<h2>Look before you climb</h2>
<p>Ice dams push water under the shingles. In spring, look for stains on the ceiling near exterior walls, peeling paint on the soffits and shingles that curl at the eaves.</p>
<h2>Cleaning the gutters safely</h2>
<ul>
<li>Use a stable ladder with a stand-off so it does not rest on the gutter itself.</li>
<li>Scoop debris by hand into a bucket, then flush with a garden hose.</li>
<li>Check that the water runs freely out of each downspout.</li>
</ul>
<p>If the roof is steep, wet or higher than one storey, call a professional. A fall from a ladder costs far more than a visit.</p>`,
    comments: [
      {
        author: CAMILLE,
        content: 'Is it worth installing gutter guards?',
        replies: [{ author: MARC, content: 'In areas with many trees, yes. You still need to inspect them once a year.' }],
      },
    ],
  },
  {
    slug: 'humidite-au-sous-sol-causes-et-solutions',
    language: 'fr',
    title: 'Humidité au sous-sol : causes et solutions',
    excerpt: 'Condensation, infiltration ou remontée capillaire ? Comment trouver la source et régler le problème.',
    category: 'how_to_guides',
    tags: ['sous-sol', 'humidité', 'moisissure', 'fondation'],
    author: MARC,
    publishedDaysAgo: 26,
    views: 1105,
    featuredImage: image('basement-humidity'),
    likedBy: [CAMILLE, ADMIN],
    content: `<h2>Trouver la source</h2>
<p>Collez un carré de papier d’aluminium sur le mur de fondation pendant 48 heures. De l’eau sur la face extérieure du papier indique de la condensation ; de l’eau derrière indique une infiltration à travers le béton.</p>
<h2>Les solutions</h2>
<ul>
<li>Condensation : un déshumidificateur réglé à 50 % et une meilleure circulation d’air.</li>
<li>Infiltration : corriger la pente du terrain, prolonger les descentes pluviales, puis colmater les fissures.</li>
<li>Problème persistant : drain français ou membrane extérieure, à confier à un spécialiste.</li>
</ul>
<p>Ne finissez jamais un sous-sol humide : le gypse et l’isolant retiendraient l’eau et la moisissure s’installerait.</p>`,
    comments: [{ author: CAMILLE, content: 'Le truc du papier d’aluminium est génial, je vais l’essayer ce week-end.' }],
  },
  {
    slug: 'choosing-a-heat-pump-for-a-cold-climate',
    language: 'en',
    title: 'Choosing a Heat Pump for a Cold Climate',
    excerpt: 'Cold-climate models, sizing, rebates and what to expect on your Hydro-Québec bill.',
    category: 'technology',
    tags: ['heat pump', 'heating', 'energy', 'rebates'],
    author: MARC,
    publishedDaysAgo: 21,
    views: 640,
    featuredImage: image('heat-pump'),
    likedBy: [ADMIN],
    content: `<h2>Cold-climate models</h2>
<p>A standard heat pump loses most of its capacity below minus 15 degrees. Cold-climate models keep heating efficiently down to minus 25 or lower, which covers nearly every winter day in southern Quebec.</p>
<h2>Sizing matters</h2>
<p>An oversized unit cycles on and off, wears out faster and dehumidifies poorly in summer. Ask for a heat loss calculation rather than a rule of thumb.</p>
<h2>Rebates</h2>
<p>Provincial and federal programs change often. Check the current programs before signing, as some require an energy evaluation before the work starts.</p>`,
    comments: [],
  },
  {
    slug: 'choisir-une-thermopompe-pour-un-climat-froid',
    language: 'fr',
    translationOf: 'choosing-a-heat-pump-for-a-cold-climate',
    title: 'Choisir une thermopompe pour un climat froid',
    excerpt: 'Modèles pour climat froid, dimensionnement, subventions et effet sur votre facture d’Hydro-Québec.',
    category: 'technology',
    tags: ['thermopompe', 'pompe à chaleur', 'chauffage', 'énergie'],
    author: MARC,
    publishedDaysAgo: 20,
    views: 410,
    featuredImage: image('heat-pump'),
    likedBy: [CAMILLE],
    content: `<h2>Les modèles pour climat froid</h2>
<p>Une pompe à chaleur ordinaire perd l’essentiel de sa puissance sous moins 15 degrés. Les thermopompes pour climat froid chauffent efficacement jusqu’à moins 25 ou plus bas, ce qui couvre presque tous les jours d’hiver dans le sud du Québec.</p>
<h2>Le bon dimensionnement</h2>
<p>Un appareil trop puissant démarre et s’arrête sans cesse, s’use plus vite et déshumidifie mal l’été. Demandez un calcul des pertes de chaleur plutôt qu’une règle approximative.</p>
<h2>Les subventions</h2>
<p>Les programmes provinciaux et fédéraux changent souvent. Vérifiez ceux en vigueur avant de signer : certains exigent une évaluation énergétique avant les travaux.</p>`,
    comments: [],
  },
  {
    slug: 'peinture-interieure-les-erreurs-a-eviter',
    language: 'fr',
    title: 'Peinture intérieure : les erreurs à éviter',
    excerpt: 'Préparation, apprêt, fini et température : les conseils de nos peintres pour un résultat durable.',
    category: 'tips_and_tricks',
    tags: ['peinture', 'décoration', 'rénovation'],
    author: CAMILLE,
    publishedDaysAgo: 18,
    views: 530,
    featuredImage: image('interior-painting'),
    likedBy: [],
    content: `<h2>Négliger la préparation</h2>
<p>Lavez les murs, réparez les trous avec de la pâte à plâtre et poncez légèrement. La peinture n’adhère pas à la poussière ni à la graisse.</p>
<h2>Oublier l’apprêt</h2>
<p>Sur un mur neuf, une réparation ou un changement de couleur marqué, l’apprêt évite les taches et économise une couche de finition.</p>
<h2>Choisir le mauvais fini</h2>
<ul>
<li>Mat pour les plafonds.</li>
<li>Velours ou coquille d’œuf pour les pièces de vie.</li>
<li>Semi-lustré pour les salles de bain, les cuisines et les boiseries.</li>
</ul>`,
    comments: [{ author: MARC, content: 'Et ne jamais peindre sous 10 degrés : la peinture sèche mal.' }],
  },
  {
    slug: 'how-to-fix-a-leaky-faucet',
    language: 'en',
    title: 'How to Fix a Leaky Faucet',
    excerpt: 'A dripping faucet wastes thousands of litres a year. Most repairs take less than an hour.',
    category: 'how_to_guides',
    tags: ['plumbing', 'diy', 'faucet'],
    author: MARC,
    publishedDaysAgo: 14,
    views: 890,
    featuredImage: image('leaky-faucet'),
    likedBy: [CAMILLE],
    content: `<h2>Before you start</h2>
<p>Close the shut-off valves under the sink and open the faucet to release the pressure. Put a towel in the sink so small parts do not fall into the drain.</p>
<h2>Find the faucet type</h2>
<ol>
<li>Compression faucets have two handles and rubber washers.</li>
<li>Cartridge faucets have one handle that moves up and down.</li>
<li>Ball faucets have one handle that rotates over a rounded cap.</li>
</ol>
<p>Take the worn part to the hardware store to get the exact replacement. If the body of the faucet is corroded, replacing the whole faucet is often cheaper than a second repair.</p>`,
    comments: [
      {
        author: ADMIN,
        content: 'Mine still drips after a new cartridge. Any idea?',
        replies: [
          { author: MARC, content: 'Check the O-rings and the valve seat. If the seat is pitted, a plumber can reface or replace it.' },
        ],
      },
    ],
  },
  {
    slug: 'entretien-de-la-pelouse-au-printemps',
    language: 'fr',
    title: 'Entretien de la pelouse au printemps',
    excerpt: 'Râtelage, aération, terreautage et première tonte : le calendrier pour un gazon en santé.',
    category: 'lifestyle',
    tags: ['pelouse', 'aménagement paysager', 'printemps'],
    author: CAMILLE,
    publishedDaysAgo: 10,
    views: 410,
    featuredImage: image('spring-lawn'),
    likedBy: [MARC],
    content: `<h2>Attendre que le sol soit sec</h2>
<p>Marcher sur une pelouse détrempée compacte le sol. Attendez qu’il ne colle plus aux semelles avant de râteler.</p>
<h2>Le calendrier</h2>
<ol>
<li>Râtelage léger pour enlever le chaume et les feuilles.</li>
<li>Aération si le sol est compact.</li>
<li>Terreautage et sursemis dans les zones dégarnies.</li>
<li>Première tonte à 8 cm, jamais plus d’un tiers de la hauteur à la fois.</li>
</ol>
<p>Laissez les rognures sur place : elles nourrissent le sol et réduisent le besoin d’engrais.</p>`,
    comments: [],
  },
  {
    slug: 'electrical-safety-in-older-homes',
    language: 'en',
    title: 'Electrical Safety in Older Homes',
    excerpt: 'Knob-and-tube wiring, aluminium circuits and overloaded panels: the signs that call for an electrician.',
    category: 'maintenance',
    tags: ['electrical', 'safety', 'older homes'],
    author: MARC,
    publishedDaysAgo: 7,
    views: 350,
    featuredImage: image('electrical-safety'),
    likedBy: [],
    content: `<h2>Warning signs</h2>
<ul>
<li>Breakers that trip often or fuses that blow.</li>
<li>Outlets or switch plates that feel warm.</li>
<li>Lights that flicker when an appliance starts.</li>
<li>Two-prong outlets in rooms where you use modern electronics.</li>
</ul>
<h2>What only a licensed electrician should do</h2>
<p>In Quebec, electrical work must be done by a licensed master electrician. Insurers may refuse a claim after a fire caused by unlicensed work, so keep the invoices and the declaration of work.</p>`,
    comments: [
      { author: CAMILLE, content: 'Our insurer asked about knob-and-tube wiring when we bought our duplex. Good to know the signs.' },
    ],
  },
  {
    slug: 'demenager-sans-stress-le-1er-juillet',
    language: 'fr',
    title: 'Déménager sans stress le 1er juillet',
    excerpt: 'Réserver tôt, emballer intelligemment et protéger ses biens pendant la journée la plus chargée de l’année.',
    category: 'lifestyle',
    tags: ['déménagement', 'organisation', 'montréal'],
    author: CAMILLE,
    publishedDaysAgo: 4,
    views: 290,
    featuredImage: image('moving-day'),
    likedBy: [MARC, ADMIN],
    content: `<h2>Réserver tôt</h2>
<p>Au Québec, des dizaines de milliers de ménages déménagent le même jour. Réservez les déménageurs dès le printemps et confirmez l’heure d’arrivée par écrit.</p>
<h2>Emballer intelligemment</h2>
<ul>
<li>Une pièce à la fois, en commençant par ce que vous utilisez le moins.</li>
<li>Des boîtes lourdes petites, des boîtes légères grandes.</li>
<li>Une boîte « première nuit » avec draps, médicaments, chargeurs et café.</li>
</ul>
<p>Prenez des photos des branchements électroniques avant de les débrancher : le remontage sera beaucoup plus rapide.</p>`,
    comments: [],
  },
  {
    slug: 'smart-thermostats-are-they-worth-it',
    language: 'en',
    title: 'Smart Thermostats: Are They Worth It?',
    excerpt: 'How much a connected thermostat really saves with electric baseboards, and what to check before buying.',
    category: 'reviews',
    tags: ['smart home', 'heating', 'energy', 'thermostat'],
    author: MARC,
    publishedDaysAgo: 2,
    views: 180,
    featuredImage: image('smart-thermostat'),
    likedBy: [CAMILLE],
    content: `<h2>Baseboards need line-voltage models</h2>
<p>Most homes in Quebec heat with electric baseboards, which need line-voltage thermostats. Many popular smart thermostats only work with central systems, so check the compatibility first.</p>
<h2>Where the savings come from</h2>
<p>Lowering the temperature by three or four degrees at night and when nobody is home saves up to 10 percent of the heating bill. A smart thermostat makes the schedule automatic and lets you adjust it from your phone.</p>
<h2>Our verdict</h2>
<p>Worth it in rooms you heat all day, less so in a guest room you rarely use. Installation on baseboards should be done by an electrician.</p>`,
    comments: [{ author: ADMIN, content: 'Installed four of them last winter, the bill went down noticeably.' }],
  },
];
