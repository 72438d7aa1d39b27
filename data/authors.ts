/** The newsroom's staff. Fictional people, written for this sample site. */
export const authors = [
  {
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    role: 'California Correspondent',
    bio: 'Maya Okafor covers water, transit and state government from Sacramento and the Bay Area. She is a fictional reporter created for this sample site.',
  },
  {
    slug: 'daniel-reyes',
    name: 'Daniel Reyes',
    role: 'National Correspondent',
    bio: 'Daniel Reyes reports on infrastructure, public lands and the economy of the American interior. He is a fictional reporter created for this sample site.',
  },
  {
    slug: 'ingrid-solberg',
    name: 'Ingrid Solberg',
    role: 'World Affairs Reporter',
    bio: 'Ingrid Solberg writes about climate diplomacy, travel and transport across Europe and the Pacific. She is a fictional reporter created for this sample site.',
  },
  {
    slug: 'priya-natarajan',
    name: 'Priya Natarajan',
    role: 'Technology Reporter',
    bio: 'Priya Natarajan covers semiconductors, public-safety technology and the companies that build them. She is a fictional reporter created for this sample site.',
  },
  {
    slug: 'samuel-whitfield',
    name: 'Samuel Whitfield',
    role: 'Health and Science Reporter',
    bio: 'Samuel Whitfield reports on public health, rural medicine and workplace safety research. He is a fictional reporter created for this sample site.',
  },
  {
    slug: 'rosa-delgado',
    name: 'Rosa Delgado',
    role: 'Politics and Business Reporter',
    bio: 'Rosa Delgado covers elections, redistricting, trade and small-business finance. She is a fictional reporter created for this sample site.',
  },
  {
    slug: 'nora-castellanos',
    name: 'Nora Castellanos',
    role: 'Opinion Columnist',
    bio: 'Nora Castellanos writes opinion columns on transportation, climate policy and how people get around, at home in California and abroad. She is a fictional columnist created for this sample site.',
  },
] as const;
