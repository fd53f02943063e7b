// Common and breached passwords, lower-case, separated by white space (read by passwords.ts).
// Compiled for this project from the passwords that top the public breach statistics year after
// year (English, German, French, Italian), keyboard walks and number runs. A password is refused
// when it is on this list, or is a word of 4+ letters of this list with only digits or symbols
// added around it ("Sommer2026!"). Kept as a module (not a file read at run time) so the rules
// stay free of I/O; an entry never contains white space.
export const COMMON_PASSWORDS = `
123456 123456789 12345678 1234567890 12345 1234567 123123 1234 111111 000000 00000000 11111111
12341234 123321 654321 666666 696969 7777777 88888888 987654321 9876543210 121212 112233 123654
147258369 159753 1q2w3e4r 1q2w3e4r5t 1q2w3e 1qaz2wsx 1qazxsw2 q1w2e3r4 qwerty qwerty123 qwertyuiop
qwertz qwertz123 qwertzuiop azerty azerty123 azertyuiop asdfgh asdfghjkl asdfasdf asdf1234 zxcvbnm
zxcvbn qazwsx qweasd qweasdzxc 1234qwer abc123 abcd1234 abcdef abcdefg abcdefgh a1b2c3d4 aa123456
password password1 password12 password123 passw0rd p@ssw0rd p@ssword pass1234 pass passwort
passwort1 kennwort geheim motdepasse mot2passe parola parolachiave contrasena senha wachtwoord
losen haslo salasana adgangskode iloveyou iloveyou1 ichliebedich jetaime teamo tiamo loveyou
lovely lovers love letmein welcome welcome1 willkommen bienvenue benvenuto hello hello123 hallo
hallo123 bonjour salut ciao servus gruezi admin admin123 administrator root toor user guest login
default changeme secret private access master master123 superman batman spiderman ironman starwars
pokemon pikachu naruto matrix dragon monkey shadow sunshine princess prinzessin football fussball
baseball basketball soccer hockey tennis golf michael jessica ashley jennifer michelle daniel
thomas andrew joshua matthew charlie robert jordan hunter ranger buster tigger ginger pepper
maggie bailey cookie coffee chocolate cheese banana orange summer sommer winter spring autumn
herbst fruehling freedom freiheit liberte trustno1 whatever nothing computer internet samsung
google apple microsoft windows linux android iphone facebook twitter instagram youtube myspace
killer killer123 hotmail yahoo gmail outlook mustang ferrari porsche corvette harley mercedes
michelle1 flower blume soleil chouchou doudou loulou nicolas camille marseille paris london berlin
zurich zuerich bern basel geneve lausanne luzern schweiz suisse svizzera switzerland helvetia
deutschland germany france italia milano roma napoli juventus bayern borussia schalke olympique
chelsea arsenal liverpool barcelona madrid hamburg muenchen frankfurt koeln wien austria
oesterreich schatz schatzi hase maus mausi engel angel sonne stern herz liebe amour amore bella
bellissima principessa tesoro cucciolo ciaociao forzainter forzamilan forzajuve azerty1 qwerty1
asdf test test123 test1234 testing demo demo123 example sample temp temp123 temporary nopassword
blank unknown abc12345 zaq12wsx zaq1zaq1 xsw2zaq1 1q2w3e4r5t6y q1w2e3r4t5 q1w2e3r4t5y6 qwer1234
qwerty12 qwerty1234 azerty12 asdf123 superstar rockstar rockyou babygirl lovelove iloveu loveme
friends freunde family familie famille famiglia mother father mutter vater maman papa mamma baby
babe sweety sweetheart blessed jesus christ heaven hallelujah god gott dieu dio money geld argent
soldi business company office work arbeit travail lavoro secure security sicherheit qwertyu
1qa2ws3ed zxcvbnm123 1234abcd abcd123 admin1 admin1234 password! password1! passwort!
`;
