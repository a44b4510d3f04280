// Names for review authors (guests from many countries) and blog authors (hosts' staff).
export const guestNames = [
  'Emma Schmidt', 'Lukas Weber', 'Sophie Martin', 'Louis Dubois', 'Olivia Smith', 'James Taylor', 'Charlotte Brown',
  'Sofia Rossi', 'Lorenzo Bianchi', 'Lucía García', 'Mateo Fernández', 'Sanne de Vries', 'Daan Jansen',
  'Ava Johnson', 'Ethan Miller', 'Ingrid Larsen', 'Erik Johansson', 'Aino Virtanen', 'Zofia Nowak', 'Jakub Kowalski',
  'Yuki Tanaka', 'Haruto Sato', 'Ana Costa', 'Rafael Oliveira', 'Liam O\u2019Brien', 'Aoife Murphy', 'Aarav Sharma',
  'Priya Patel', 'Noah Cohen', 'Maya Levi', 'Chloé Lefèvre', 'Felix Huber', 'Lea Gruber', 'Tomás Novák', 'Eszter Nagy',
  'Oliver Wilson', 'Isla Campbell', 'Mia Fischer', 'Jonas Becker', 'Camille Laurent', 'Hugo Moreau', 'Elena Popescu',
  'Nikos Papadopoulos', 'Ayşe Yılmaz', 'Lucas Souza', 'Grace Lee', 'Daniel Kim', 'Hannah Müller',
] as const;

export const staffNamesByCountry: Record<string, readonly string[]> = {
  PT: ['Inês Carvalho', 'João Ferreira', 'Marta Sousa', 'Tiago Almeida'],
  CH: ['Anna Zurbriggen', 'Reto Imboden', 'Corinne Steiner', 'Martin Julen'],
  AT: ['Katharina Hofer', 'Florian Wallner', 'Julia Pichler'],
  ES: ['Laia Puig', 'Jordi Serra', 'Marta Vidal'],
  IT: ['Giulia Conti', 'Matteo Ricci', 'Chiara Bruno'],
};
